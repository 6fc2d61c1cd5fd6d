import { t } from '@lingui/core/macro';

/** Seconds still to wait, as every app's "send the code again" countdown says them. */
export function countdownText(seconds: number): string {
  return t`${seconds}s`;
}
