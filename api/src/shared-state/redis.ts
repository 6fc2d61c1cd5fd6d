import { Redis } from 'ioredis';

/**
 * A Redis connection for the state API processes share (REDIS_URL). Short timeouts and one
 * retry per command: a rate-limit check or an event must not hang a request while Redis is
 * away (ioredis keeps reconnecting on its own meanwhile).
 */
export function openRedis(
  url: string,
  name: string,
  log?: { warn(details: object, message: string): void },
): Redis {
  const redis = new Redis(url, {
    connectionName: name,
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
  });
  // One line when Redis goes away, not one per reconnect attempt (ioredis keeps trying).
  let away = false;
  redis.on('error', (error: Error) => {
    if (away) return;
    away = true;
    log?.warn({ err: { message: error.message } }, 'Redis unreachable; reconnecting');
  });
  redis.on('ready', () => {
    away = false;
  });
  return redis;
}
