import { Redis } from 'ioredis';

/**
 * A Redis connection for the state API processes share (REDIS_URL). Short timeouts and one
 * retry per command: a rate-limit check or an event must not hang a request while Redis is
 * away (ioredis keeps reconnecting on its own meanwhile).
 */
export function openRedis(url: string, name: string): Redis {
  return new Redis(url, {
    connectionName: name,
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  });
}
