import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../http/auth.js';
import type { TokenPayload } from '../token-payload.js';
import type { Api } from './area-plugin.js';

const BEARER = [{ bearer: [] }];

/** Every route of this scope is listed under `tag` in /docs, unless it names its own tags. */
export function tagRoutes(scope: Api, tag: string): void {
  scope.addHook('onRoute', (route) => {
    route.schema = { tags: [tag], ...route.schema };
  });
}

/**
 * The scope's one authentication: every route in it (and in scopes inside it) needs an access
 * token of `role` from a live session, checked before the body is read; /docs shows each as
 * bearer-secured. Call it first in the scope, before its routes.
 */
export function requireRoleInScope(scope: Api, role: TokenPayload['role']): void {
  scope.addHook('onRequest', requireRole(role));
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: BEARER };
  });
}

/** A scope inside `app` for routes that all need an access token of `role` (requireRoleInScope). */
export function roleScope(
  app: Api,
  role: TokenPayload['role'],
  routes: (scope: Api) => void | Promise<void>,
) {
  return app.register(async (scope) => {
    requireRoleInScope(scope, role);
    await routes(scope.withTypeProvider<ZodTypeProvider>());
  });
}
