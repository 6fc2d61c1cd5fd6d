import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { API_ERRORS, API_ROUTES } from '@dakiya/domain';
import {
  registryChangeRequestSchema,
  registryChangesSchema,
  registryEnvParamsSchema,
  registrySchema,
  remoteReportResponseSchema,
  remoteReportSchema,
} from '@dakiya/domain/schemas';
import { ClientError } from '../../client-errors.js';
import { responses } from '../../http/responses.js';
import type { AreaPlugin } from '../area-plugin.js';
import { tagRoutes } from '../scopes.js';

/** How long a browser (the shell at start) may use a registry it read before asking again. */
export const REGISTRY_MAX_AGE_S = 10;
/** Load reports a minute per client address: a page reports each remote it loads, once. */
const REPORTS_PER_MINUTE = 60;

const BEARER = /^Bearer (.+)$/;

/** Whether the request carries the deploy token (a constant-time comparison). */
function carriesDeployToken(request: FastifyRequest, token: string | null): boolean {
  const given = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token || !given) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The revision an If-Match names ("3", W/"3" or 3), or null. */
function matchedRevision(header: string | undefined): number | null {
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header?.trim() ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * The remotes' registry ([deploying-remotes.md]): read by anyone (the shell at start, with a
 * short cache; its ETag is the revision), changed only with the deploy token and the revision the
 * deploy read (If-Match), its changes listed to the deploy token's holders, and browsers' load
 * reports taken.
 */
export const registryRoutes: AreaPlugin = async (app, { services: { registry, config } }) => {
  tagRoutes(app, 'registry');
  const requireDeployToken = async (request: FastifyRequest) => {
    if (!carriesDeployToken(request, config.registry.deployToken))
      throw new ClientError(401, API_ERRORS.deployTokenInvalid);
  };

  app.get(
    API_ROUTES.registry,
    {
      schema: {
        summary: "An environment's remotes: each one's live release and canary (ETag: revision)",
        params: registryEnvParamsSchema,
        response: responses({ 200: registrySchema }),
      },
    },
    async (request, reply) => {
      const current = await registry.read(request.params.env);
      return reply
        .header('etag', `"${current.revision}"`)
        .header('cache-control', `public, max-age=${REGISTRY_MAX_AGE_S}`)
        .send(current);
    },
  );

  app.put(
    API_ROUTES.registry,
    {
      schema: {
        summary:
          'Change the remotes (a deploy, a canary, a rollback): the deploy token, and If-Match the revision read; 412 when another change came first',
        params: registryEnvParamsSchema,
        body: registryChangeRequestSchema,
        response: responses({ 200: registrySchema }),
      },
      // The token before the body: a stranger's change is refused unread.
      onRequest: requireDeployToken,
    },
    async (request, reply) => {
      const revision = matchedRevision(request.headers['if-match']);
      if (revision === null) throw new ClientError(428, API_ERRORS.registryRevisionRequired);
      const written = await registry.change(request.params.env, revision, request.body);
      return reply.header('etag', `"${written.revision}"`).send(written);
    },
  );

  app.get(
    API_ROUTES.registryChanges,
    {
      schema: {
        summary:
          'The latest changes of the registry, newest first: who, when, from what (the deploy token)',
        params: registryEnvParamsSchema,
        response: responses({ 200: registryChangesSchema }),
      },
      // Who deployed and from which commit is the teams' business, not the public's.
      onRequest: requireDeployToken,
    },
    async (request) => ({ changes: await registry.changes(request.params.env) }),
  );

  app.post(
    API_ROUTES.registryReports,
    {
      config: { rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        summary:
          "A browser loaded a remote's release, or it failed (to load or to render): a canary failing too often rolls back",
        params: registryEnvParamsSchema,
        body: remoteReportSchema,
        response: responses({ 200: remoteReportResponseSchema }),
      },
    },
    async (request) => registry.report(request.params.env, request.body),
  );
};
