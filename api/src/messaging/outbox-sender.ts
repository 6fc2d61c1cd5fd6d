import type { FastifyBaseLogger } from 'fastify';
import type { MessageSender, OutgoingMessage, SentMessage } from './message-sender.js';

const KEEP = 200;

/**
 * The development and test sender: logs each message and keeps the latest ones readable at
 * GET /dev/outbox, so a person or a test can read an OTP without an SMS gateway.
 */
export class OutboxSender implements MessageSender {
  private readonly messages: SentMessage[] = [];
  private nextId = 1;

  constructor(private readonly log?: FastifyBaseLogger) {}

  async send(message: OutgoingMessage): Promise<void> {
    const sent = { ...message, id: this.nextId++, sentAt: new Date().toISOString() };
    this.messages.push(sent);
    if (this.messages.length > KEEP) this.messages.shift();
    this.log?.info({ outbox: sent }, `outbox: ${message.channel} to ${message.to}`);
  }

  list(): SentMessage[] {
    return [...this.messages].reverse();
  }
}
