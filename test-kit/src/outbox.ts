import { setTimeout as sleep } from 'node:timers/promises';
import { apiUrl } from '@dakiya/local-system';
import { apiClient } from './api-client';

/** How long a message may take to reach the outbox after the action that sends it. */
const ARRIVAL_WAIT_MS = 5_000;

/**
 * The text of the newest SMS or e-mail sent to `to` (the development API's outbox, where
 * messages go when no provider is set). `apiBase` defaults to the local system's API. A browser
 * test reads it right after a tap whose request may still be on its way, so a first message is
 * waited for a few seconds.
 */
export async function lastMessageTo(to: string, apiBase = apiUrl()): Promise<string> {
  const until = Date.now() + ARRIVAL_WAIT_MS;
  for (;;) {
    const { body } = await apiClient(apiBase).get('/dev/outbox');
    const messages = body.messages as Array<{ to: string; body: string }>;
    const message = messages.find((m) => m.to === to);
    if (message) return message.body;
    if (Date.now() > until) throw new Error(`no message to ${to}`);
    await sleep(100);
  }
}

/** The four-digit code in a message ('' when there is none). */
export const otpIn = (text: string) => /\b(\d{4})\b/.exec(text)?.[1] ?? '';
