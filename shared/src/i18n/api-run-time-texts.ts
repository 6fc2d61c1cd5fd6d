import { plural, t } from '@lingui/core/macro';

// The API's error texts built at run time, with a number or a time in them (domain's
// invalidOtpMessage, wrongDeliveryCodeMessage and LIMIT_MESSAGES): no fixed catalogue entry can hold them, so each is
// rebuilt here in the active language from the figure in the English text.

/** The IST clock in "Try again in 8 hours (after 14:05 IST)." */
const CLOCK = /\(after (\d{2}:\d{2}) IST\)/;
const TRIES_LEFT = /(\d+) tr(?:y|ies) left/;

/** The text of an error with run-time figures in the active language, or undefined. */
export function runTimeApiText(code: string | undefined, text: string): string | undefined {
  if (code === 'otpInvalid' || code === 'deliveryCodeInvalid') {
    const left = Number(TRIES_LEFT.exec(text)?.[1]);
    if (!Number.isInteger(left)) return undefined;
    return code === 'otpInvalid'
      ? plural(left, { one: 'Invalid OTP. # try left.', other: 'Invalid OTP. # tries left.' })
      : plural(left, {
          one: 'Wrong delivery code. # try left.',
          other: 'Wrong delivery code. # tries left.',
        });
  }
  const clock = CLOCK.exec(text)?.[1];
  if (!clock) return undefined;
  switch (code) {
    case 'otpTriesLocked':
      return t`Too many wrong codes for this account. Try again after ${clock} IST.`;
    case 'otpSendsLocked':
      return t`Too many codes were sent to this address. Try again after ${clock} IST.`;
    case 'passwordLocked':
      return t`Too many password attempts for this account. Try again after ${clock} IST.`;
    default:
      return undefined;
  }
}
