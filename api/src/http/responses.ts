import type { z } from 'zod';
import { errorResponseSchema } from '@dakiya/domain/schemas';

/**
 * A route's `response` schemas: its success answers plus the one error shape for every 4xx and
 * 5xx. Fastify serializes each answer through its schema, so a field the schema does not name
 * never leaves the server, and an answer that does not fit it is a bug (a 500), not a leak.
 */
export function responses<Success extends Record<number, z.ZodType>>(success: Success) {
  return { ...success, '4xx': errorResponseSchema, '5xx': errorResponseSchema };
}
