import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_ERRORS } from '@dakiya/domain';
import { ClientError } from '../client-errors.js';
import { errorBody } from './error-body.js';
import { isBackendUnavailable } from './unavailable.js';

/** What a client is told to wait while the database or Redis comes back. */
const BACKEND_RETRY_AFTER_S = 2;

function fieldName(path: string, fallback: string): string {
  return path.replace(/^\//, '').replace(/\//g, '.') || fallback;
}

/**
 * What of an unexpected error may be logged. A failed query's message and its driver error carry
 * the parameters (password hashes, e-mail addresses, codes): only the SQL text and the database's
 * own error code and message are kept.
 */
export function loggable(error: Error): Record<string, unknown> {
  const query = (error as { query?: unknown }).query;
  const cause = (error as { cause?: unknown }).cause as
    { code?: unknown; message?: unknown } | undefined;
  if (typeof query === 'string')
    return {
      type: error.name,
      message: 'Failed query',
      query,
      cause: cause ? { code: cause.code, message: cause.message } : undefined,
    };
  return { type: error.name, message: error.message, stack: error.stack };
}

/** Turns every failure into the error shape; only our own bugs become a 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ClientError) {
      if (error.retryAt)
        void reply.header(
          'retry-after',
          String(Math.max(1, Math.ceil((error.retryAt.getTime() - Date.now()) / 1000))),
        );
      return reply.status(error.statusCode).send(errorBody(error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
        const path =
          params?.issue?.path?.map(String).join('.') ?? fieldName(issue.instancePath, 'body');
        (fields[path || 'body'] ??= []).push(issue.message ?? API_ERRORS.invalidValue);
      }
      const first = Object.entries(fields)[0];
      return reply
        .status(400)
        .send(errorBody(first ? `${first[0]}: ${first[1][0]}` : API_ERRORS.invalidRequest, fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send(errorBody(status === 429 ? API_ERRORS.tooManyRequests : error.message));
    }
    if (isBackendUnavailable(error)) {
      request.log.warn({ err: loggable(error) }, 'database or Redis unavailable');
      return reply
        .status(503)
        .header('retry-after', String(BACKEND_RETRY_AFTER_S))
        .send(errorBody(API_ERRORS.serverBusy));
    }
    request.log.error({ err: loggable(error) }, 'unhandled error');
    return reply.status(500).send(errorBody(API_ERRORS.serverFault));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(errorBody(`No route ${request.method} ${request.url.split('?')[0]}`)),
  );
}
