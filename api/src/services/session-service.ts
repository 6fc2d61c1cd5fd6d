import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { JWT } from '@fastify/jwt';
import { LRUCache } from 'lru-cache';
import { API_ERRORS } from '@dakiya/domain';
import type { Db } from '../db/database.js';
import { sessions } from '../db/schema.js';
import { ACCESS_TTL, REFRESH_TTL_MS, type TokenPayload } from '../http/auth.js';
import { ClientError } from './errors.js';

export type Role = TokenPayload['role'];

export interface TokenPair {
  access: string;
  refresh: string;
}

const newJti = () => randomBytes(16).toString('hex');

/**
 * How long another API process may go on accepting a session revoked elsewhere. Revocations in
 * this process drop the entry at once; the cache keeps the polling endpoint (one request a second
 * per customer, answered from memory) from costing a database read per request.
 */
export const SESSION_CACHE_TTL_MS = 5_000;

/**
 * Sessions as refresh-token families. A refresh rotates the family's one valid jti in a single
 * conditional UPDATE; presenting any other jti of the family (a stolen, replayed token) revokes
 * the whole family. Access tokens name their session, and a revoked session's access tokens are
 * refused at once (see `isActive`).
 */
export class SessionService {
  // fetch() shares one read among the requests of one session that miss at the same moment.
  private readonly active = new LRUCache<string, boolean>({
    max: 100_000,
    ttl: SESSION_CACHE_TTL_MS,
    fetchMethod: (sid) => this.readActive(sid),
  });

  constructor(
    private readonly db: Db,
    private readonly jwt: JWT,
  ) {}

  private sign(sid: string, subject: number, role: Role, jti: string): TokenPair {
    return {
      access: this.jwt.sign({ sub: subject, role, typ: 'access', sid }, { expiresIn: ACCESS_TTL }),
      refresh: this.jwt.sign(
        { sub: subject, role, typ: 'refresh', sid, jti },
        { expiresIn: REFRESH_TTL_MS },
      ),
    };
  }

  async start(subject: number, role: Role): Promise<TokenPair> {
    const sid = randomUUID();
    const jti = newJti();
    await this.db.insert(sessions).values({
      id: sid,
      subject,
      role,
      refreshJti: jti,
      expiresAt: new Date(Date.now() + REFRESH_TTL_MS),
    });
    return this.sign(sid, subject, role, jti);
  }

  private readRefresh(token: string): TokenPayload & { jti: string } {
    try {
      const payload = this.jwt.verify<TokenPayload & { jti?: string }>(token);
      if (payload.typ === 'refresh' && typeof payload.jti === 'string')
        return payload as TokenPayload & { jti: string };
    } catch {
      // falls through to the same answer as a token of the wrong kind
    }
    throw new ClientError(401, API_ERRORS.logInAgain);
  }

  /** A new pair for a refresh token; a replayed one revokes its family. */
  async refresh(token: string): Promise<TokenPair> {
    const payload = this.readRefresh(token);
    const jti = newJti();
    const [rotated] = await this.db
      .update(sessions)
      .set({ refreshJti: jti })
      .where(
        and(
          eq(sessions.id, payload.sid),
          eq(sessions.refreshJti, payload.jti),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!rotated) {
      await this.revoke(payload.sid);
      throw new ClientError(401, API_ERRORS.logInAgain);
    }
    return this.sign(rotated.id, rotated.subject, rotated.role, jti);
  }

  /** Server logout: the refresh token's family, and so its access tokens, stop working. */
  async logout(token: string): Promise<void> {
    await this.revoke(this.readRefresh(token).sid);
  }

  async revoke(sid: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, sid), isNull(sessions.revokedAt)));
    // After the write: deleting also aborts a read that started before it.
    this.active.delete(sid);
  }

  /** Every session of one user (a password change or reset). */
  async revokeAll(subject: number, role: Role): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(eq(sessions.subject, subject), eq(sessions.role, role), isNull(sessions.revokedAt)),
      );
    this.active.clear();
  }

  async isActive(sid: string): Promise<boolean> {
    return (await this.active.fetch(sid)) ?? false;
  }

  private async readActive(sid: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(eq(sessions.id, sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
      );
    return row !== undefined;
  }
}
