import type { FastifyRequest } from 'fastify';

const EMAIL = /@/;
const PHONE = /^\+?\d[\d\s-]{8,}$/;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Path segments after which the next one is a secret: a tracking link's token. */
const TOKEN_AFTER = new Set(['tracking']);

/**
 * A URL as it may be logged: no query values (an order stream's ticket travels there), no path
 * segment that is an e-mail address or a phone number (the password-reset path names the
 * e-mail), and no tracking link's token (its path names it).
 */
export function loggableUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const safePath = path
    .split('/')
    .map((segment, i, segments) => {
      if (i > 0 && TOKEN_AFTER.has(segments[i - 1]!) && segment) return '[token]';
      const text = decoded(segment);
      if (EMAIL.test(text)) return '[email]';
      if (PHONE.test(text)) return '[phone]';
      return segment;
    })
    .join('/');
  if (queryAt < 0) return safePath;
  const names = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => `${pair.split('=')[0]}=[redacted]`);
  return `${safePath}?${names.join('&')}`;
}

/** pino serializers for Fastify's request logs: what the default logs, with the URL made safe. */
export const LOG_SERIALIZERS = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: loggableUrl(request.url),
    remoteAddress: request.ip,
  }),
};
