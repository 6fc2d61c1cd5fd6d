import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_ERRORS, API_ROUTES } from '@dakiya/domain';
import { healthResponseSchema } from '@dakiya/domain/schemas';
import { ClientError } from '../../client-errors.js';
import { responses } from '../../http/responses.js';

/** Whether this process is shutting down (main.ts sets it before it stops taking connections). */
export interface Health {
  draining: boolean;
}

const hidden = () => ({ hide: true, response: responses({ 200: healthResponseSchema }) });

/**
 * Readiness, HAProxy's health check: a process shutting down says so first, and is taken out of
 * rotation before it stops taking connections (main.ts). Liveness never says no. Both public,
 * and hidden from /docs (they are for HAProxy and supervisors, not clients).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ health: Health }> = async (app, { health }) => {
  app.get(API_ROUTES.health, { schema: hidden() }, async () => {
    if (health.draining) throw new ClientError(503, API_ERRORS.serverFault);
    return { ok: true };
  });
  app.get(API_ROUTES.healthLive, { schema: hidden() }, async () => ({ ok: true }));
};
