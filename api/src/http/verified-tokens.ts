import { LRUCache } from 'lru-cache';
import type { TokenPayload } from '../token-payload.js';

/** Access tokens one process remembers as verified: about 600 bytes each. */
export const VERIFIED_TOKENS_KEPT = 20_000;

type VerifiedPayload = TokenPayload & { exp: number };

/**
 * Access tokens whose signature and claims this process has checked, by their whole text: a
 * customer's poll, once a second, checks its token's signature once rather than every time. The
 * same text always verifies the same way, so only the expiry is read again on each use (the
 * session is checked on every request by the caller).
 */
export class VerifiedTokens {
  private readonly tokens = new LRUCache<string, VerifiedPayload>({ max: VERIFIED_TOKENS_KEPT });

  /** The token's payload when it was verified here and has not expired since; else undefined. */
  get(token: string, nowMs = Date.now()): TokenPayload | undefined {
    const payload = this.tokens.get(token);
    if (!payload) return undefined;
    if (payload.exp * 1000 > nowMs) return payload;
    this.tokens.delete(token);
    return undefined;
  }

  /** Remembers a token that has just been verified. */
  remember(token: string, payload: TokenPayload): void {
    const { exp } = payload as Partial<VerifiedPayload>;
    if (typeof exp === 'number') this.tokens.set(token, payload as VerifiedPayload);
  }
}

/** The token of an `Authorization: Bearer <token>` header, as @fastify/jwt reads it; else null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const space = header.indexOf(' ');
  if (space < 0 || header.slice(0, space).toLowerCase() !== 'bearer') return null;
  const token = header.slice(space + 1);
  return token.length > 0 && !token.includes(' ') ? token : null;
}
