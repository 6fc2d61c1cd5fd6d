import { apiUrl } from '@dakiya/local-system';
import { apiClient } from './api-client';

/**
 * The text of the newest SMS or e-mail sent to `to` (the development API's outbox, where
 * messages go when no provider is set). `apiBase` defaults to the local system's API.
 */
export async function lastMessageTo(to: string, apiBase = apiUrl()): Promise<string> {
  const { body } = await apiClient(apiBase).get('/dev/outbox');
  const message = (body.messages as Array<{ to: string; body: string }>).find((m) => m.to === to);
  if (!message) throw new Error(`no message to ${to}`);
  return message.body;
}

/** The four-digit code in a message ('' when there is none). */
export const otpIn = (text: string) => /\b(\d{4})\b/.exec(text)?.[1] ?? '';
