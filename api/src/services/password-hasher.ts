import { hash, verify } from '@node-rs/argon2';
import { API_ERRORS } from '@dakiya/domain';
import { ClientError } from '../client-errors.js';

/** How soon a client refused for a full queue is told to try again. */
const RETRY_AFTER_MS = 2000;

/**
 * argon2 hashing with a bounded number at once per process and a bounded queue. A hash takes
 * tens of milliseconds of a core and memory: unbounded, a burst of logins takes every core the
 * health checks and polls need. Past the queue a request is refused at once with a 503 and
 * Retry-After (the app retries), rather than waiting where no answer comes in time.
 */
export class PasswordHasher {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly queueLimit: number,
  ) {}

  hash(password: string): Promise<string> {
    return this.bounded(() => hash(password));
  }

  verify(passwordHash: string, password: string): Promise<boolean> {
    return this.bounded(() => verify(passwordHash, password));
  }

  private async bounded<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queueLimit)
        throw new ClientError(
          503,
          API_ERRORS.serverBusy,
          undefined,
          new Date(Date.now() + RETRY_AFTER_MS),
        );
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
