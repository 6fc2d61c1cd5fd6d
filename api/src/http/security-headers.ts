import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets with `options`, worked out once: helmet's middleware is run against a
 * response that records them. They are the same for every answer, so no request pays for
 * building them again (the polling endpoint answers thousands a second).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * An API answers JSON: nothing in it may run, frame or be framed; images go to the apps' origins
 * (same site), which fetch them with the customer's token.
 */
export const API_SECURITY_HEADERS = helmetHeaders({
  contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginResourcePolicy: { policy: 'same-site' },
});

/**
 * Every answer carries the security headers except a 304: the browser keeps the headers of the
 * answer it cached and only updates the caching ones from a 304 (RFC 9110 §15.4.5), and 304s are
 * most of what the API sends (every waiting customer's poll), so they go without that weight.
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode !== 304) void reply.headers(API_SECURITY_HEADERS);
    done(null, payload);
  });
}

/** The head of a reply the route writes itself (`reply.hijack()`): what Fastify would send. */
export function hijackedReplyHead(reply: FastifyReply): Record<string, string> {
  return { ...API_SECURITY_HEADERS, ...(reply.getHeaders() as Record<string, string>) };
}
