import type { FastifyInstance } from 'fastify';
import { REQUEST_ERRORS } from '@dakiya/domain';
import { ClientError } from '../client-errors.js';

/** Whether any string in `value` (nested in objects and arrays) holds a NUL character. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(
    ([key, inner]) => key.includes('\u0000') || holdsNul(inner, depth + 1),
  );
}

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL anywhere in a request would end as a failed
 * query (a 500). Refused up front with a 400 in the usual error shape.
 */
export function refuseNulBytes(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body))
      throw new ClientError(400, REQUEST_ERRORS.nulCharacter);
  });
}
