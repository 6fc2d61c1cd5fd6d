import type { MessageSender, OutgoingMessage } from './message-sender.js';

/**
 * A real provider adapter: posts each message as JSON to the provider's HTTP endpoint
 * (SMS_WEBHOOK_URL / EMAIL_WEBHOOK_URL), e.g. an SMS gateway's or a mail relay's send API.
 */
export class WebhookSender implements MessageSender {
  constructor(private readonly urls: { sms: string | null; email: string | null }) {}

  async send(message: OutgoingMessage): Promise<void> {
    const url = this.urls[message.channel];
    if (!url) throw new Error(`No ${message.channel} provider is configured`);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok)
      throw new Error(`The ${message.channel} provider answered ${response.status}`);
  }
}
