import type { FastifyBaseLogger } from 'fastify';
import type { MessageSender, OutgoingMessage, SentMessage } from './message-sender.js';

const KEEP = 200;

/**
 * The development and test sender: keeps the latest messages readable at GET /dev/outbox (outside
 * production), so a person or a test can read an OTP without an SMS gateway. In production it
 * runs only when an operator chooses it (MESSAGE_SENDER=outbox), and then nobody can read it.
 */
export class OutboxSender implements MessageSender {
  private readonly messages: SentMessage[] = [];
  private nextId = 1;

  constructor(private readonly log?: FastifyBaseLogger) {}

  async send(message: OutgoingMessage): Promise<void> {
    const sent = { ...message, id: this.nextId++, sentAt: new Date().toISOString() };
    this.messages.push(sent);
    if (this.messages.length > KEEP) this.messages.shift();
    // Never the body: it holds a one-time code.
    this.log?.info({ outboxId: sent.id }, `outbox: ${message.channel} to ${message.to}`);
  }

  list(): SentMessage[] {
    return [...this.messages].reverse();
  }
}
