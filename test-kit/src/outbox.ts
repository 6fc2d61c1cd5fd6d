import { setTimeout as sleep } from 'node:timers/promises';
import { apiUrl } from '@dakiya/local-system';
import { apiClient } from './api-client';

/** How long a message may take to reach the outbox after the action that sends it. */
const ARRIVAL_WAIT_MS = 5_000;

type OutboxMessage = { id: number; to: string; body: string };

async function outbox(apiBase: string): Promise<OutboxMessage[]> {
  const { body } = await apiClient(apiBase).get('/dev/outbox');
  return body.messages as OutboxMessage[];
}

/**
 * The id of the newest message in the outbox (0 when it is empty). Taken before a tap that sends
 * a message to someone who already has one, and passed as `after` to `lastMessageTo`, it makes
 * the test wait for the new message instead of reading the older one while the tap's request is
 * still on its way.
 */
export async function outboxMark(apiBase = apiUrl()): Promise<number> {
  return (await outbox(apiBase))[0]?.id ?? 0;
}

/**
 * The text of the newest SMS or e-mail sent to `to` (the development API's outbox, where
 * messages go when no provider is set), among those with an id above `after`. `apiBase` defaults
 * to the local system's API. A browser test reads it right after a tap whose request may still
 * be on its way, so the message is waited for a few seconds.
 */
export async function lastMessageTo(to: string, apiBase = apiUrl(), after = 0): Promise<string> {
  const until = Date.now() + ARRIVAL_WAIT_MS;
  for (;;) {
    const message = (await outbox(apiBase)).find((m) => m.to === to && m.id > after);
    if (message) return message.body;
    if (Date.now() > until) throw new Error(`no message to ${to}`);
    await sleep(100);
  }
}

/** The four-digit code in a message ('' when there is none). */
export const otpIn = (text: string) => /\b(\d{4})\b/.exec(text)?.[1] ?? '';
