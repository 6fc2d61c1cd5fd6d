import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_ERRORS } from '@dakiya/domain';
import { ClientError } from '../client-errors.js';
import type { TokenPayload } from '../token-payload.js';
import { bearerToken, type VerifiedTokens } from './verified-tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether a session (by id) may still be used: set by buildApp from the session service. */
    sessionActive(sid: string): Promise<boolean>;
    /** Access tokens this process has verified (buildApp: one per app, so one per secret). */
    verifiedTokens: VerifiedTokens;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload & { jti?: string };
    user: TokenPayload;
  }
}

/** Every token is HS256 and must carry these claims; anything else is refused. */
export const JWT_ALGORITHM = 'HS256';
export const REQUIRED_CLAIMS = ['exp', 'iat', 'sub', 'role', 'typ', 'sid'];

/**
 * The request's access token, verified (its signature once per process, its expiry every time):
 * sets `request.user`; throws 401 for a missing, bad or expired token.
 */
async function verifyToken(request: FastifyRequest): Promise<void> {
  const { verifiedTokens } = request.server;
  const token = bearerToken(request.headers.authorization);
  const known = token === null ? undefined : verifiedTokens.get(token);
  if (known) {
    request.user = known;
    return;
  }
  try {
    await request.jwtVerify();
  } catch {
    throw new ClientError(401, API_ERRORS.logInAgain);
  }
  if (token !== null) verifiedTokens.remember(token, request.user);
}

/** A request hook: a valid access token of `role`, of a session that is still active. */
export function requireRole(role: TokenPayload['role']) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    await verifyToken(request);
    if (request.user.typ !== 'access') throw new ClientError(401, API_ERRORS.logInAgain);
    if (request.user.role !== role) throw new ClientError(403, API_ERRORS.wrongRole);
    if (!(await request.server.sessionActive(request.user.sid)))
      throw new ClientError(401, API_ERRORS.logInAgain);
  };
}

/** A userId in a path must be the caller's own (docs/product.md, "API calls"). */
export function assertOwnUser(request: FastifyRequest, userId: number): void {
  if (request.user.sub !== userId) throw new ClientError(403, API_ERRORS.notYourAccount);
}
