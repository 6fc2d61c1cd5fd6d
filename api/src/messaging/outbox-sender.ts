import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { MessageSender, OutgoingMessage, SentMessage } from './message-sender.js';

const KEEP = 200;
const REDIS_LIST = 'dakiya:outbox';
const REDIS_IDS = 'dakiya:outbox:id';

/**
 * The development and test sender: keeps the latest messages readable at GET /dev/outbox (outside
 * production), so a person or a test can read an OTP without an SMS gateway. In production it
 * runs only when an operator chooses it (MESSAGE_SENDER=outbox), and then nobody can read it.
 * With a Redis (several API processes) the messages are kept there, so the outbox shows a code
 * whichever process sent it.
 */
export class OutboxSender implements MessageSender {
  private readonly messages: SentMessage[] = [];
  private nextId = 1;

  constructor(
    private readonly log?: FastifyBaseLogger,
    private readonly redis: Redis | null = null,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const id = this.redis ? await this.redis.incr(REDIS_IDS) : this.nextId++;
    const sent = { ...message, id, sentAt: new Date().toISOString() };
    if (this.redis) {
      await this.redis
        .multi()
        .lpush(REDIS_LIST, JSON.stringify(sent))
        .ltrim(REDIS_LIST, 0, KEEP - 1)
        .exec();
    } else {
      this.messages.push(sent);
      if (this.messages.length > KEEP) this.messages.shift();
    }
    // Never the body: it holds a one-time code.
    // The address stays out of the log: the outbox itself (GET /dev/outbox) has it.
    this.log?.info({ outboxId: sent.id }, `outbox: ${message.channel} message kept`);
  }

  /** Newest first. */
  async list(): Promise<SentMessage[]> {
    if (this.redis)
      return (await this.redis.lrange(REDIS_LIST, 0, -1)).map(
        (text) => JSON.parse(text) as SentMessage,
      );
    return [...this.messages].reverse();
  }
}
