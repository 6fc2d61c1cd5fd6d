import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_ERRORS } from '@dakiya/domain';
import { ClientError } from '../services/errors.js';

export interface TokenPayload {
  sub: number;
  role: 'consumer' | 'driver';
  typ: 'access' | 'refresh';
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

export const ACCESS_TTL = '1h';
export const REFRESH_TTL = '30d';

/** preHandler: a valid access token of `role` is required. */
export function requireRole(role: TokenPayload['role']) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    try {
      await request.jwtVerify();
    } catch {
      throw new ClientError(401, API_ERRORS.logInAgain);
    }
    if (request.user.typ !== 'access' || request.user.role !== role)
      throw new ClientError(403, API_ERRORS.wrongRole);
  };
}

/** SPEC.md: a userId in a path must be the caller's own. */
export function assertOwnUser(request: FastifyRequest, userId: number): void {
  if (request.user.sub !== userId) throw new ClientError(403, API_ERRORS.notYourAccount);
}
