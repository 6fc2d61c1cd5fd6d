import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { JWT } from '@fastify/jwt';
import { API_ERRORS } from '@dakiya/domain';
import type { Db } from '../db/database.js';
import { sessions } from '../db/schema.js';
import { ACCESS_TTL_MS, REFRESH_TTL_MS, type TokenPayload } from '../http/auth.js';
import { ClusterBus } from '../shared-state/cluster-bus.js';
import { ClientError } from './errors.js';

export type Role = TokenPayload['role'];

export interface TokenPair {
  access: string;
  refresh: string;
}

const newJti = () => randomBytes(16).toString('hex');

const REVOKED_TOPIC = 'sessions-revoked';

/**
 * Sessions as refresh-token families. A refresh rotates the family's one valid jti in a single
 * conditional UPDATE; presenting any other jti of the family (a stolen, replayed token) revokes
 * the whole family. Access tokens name their session, and a revoked session's access tokens are
 * refused at once, in every API process (see `isActive`).
 */
export class SessionService {
  /**
   * The sessions revoked within an access token's life (sid -> when), in every process: read
   * once at start and after a lost subscription, kept by the revocation messages of every
   * process (ClusterBus). An access token never outlives its session (see `sign`), so a request
   * is checked without a database read: the polling endpoint, once a second per customer, is
   * answered from memory.
   */
  private readonly revoked = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly jwt: JWT,
    private readonly bus: ClusterBus = new ClusterBus(),
  ) {
    bus.on<string[]>(REVOKED_TOPIC, (sids) => this.markRevoked(sids));
    bus.onResync(() => void this.loadRevoked());
  }

  /** Reads the sessions revoked within an access token's life (at start, after a resync). */
  async loadRevoked(): Promise<void> {
    const rows = await this.db
      .select({ id: sessions.id, at: sessions.revokedAt })
      .from(sessions)
      .where(gt(sessions.revokedAt, sql`now() - make_interval(secs => ${ACCESS_TTL_MS / 1000})`));
    for (const row of rows) this.revoked.set(row.id, row.at!.getTime());
  }

  private markRevoked(sids: string[]): void {
    const now = Date.now();
    for (const sid of sids) this.revoked.set(sid, now);
    // Tokens of sessions revoked longer ago than an access token lives have all expired.
    for (const [sid, at] of this.revoked) {
      if (now - at <= ACCESS_TTL_MS) break; // in insertion order: the rest are newer
      this.revoked.delete(sid);
    }
  }

  private async announceRevoked(sids: string[]): Promise<void> {
    if (sids.length === 0) return;
    this.markRevoked(sids);
    await this.bus.publish(REVOKED_TOPIC, sids);
  }

  /** Access tokens end with their session at the latest (30 days after the login). */
  private sign(
    sid: string,
    subject: number,
    role: Role,
    jti: string,
    sessionEndsAt = Date.now() + REFRESH_TTL_MS,
  ): TokenPair {
    const accessMs = Math.max(1000, Math.min(ACCESS_TTL_MS, sessionEndsAt - Date.now()));
    return {
      access: this.jwt.sign({ sub: subject, role, typ: 'access', sid }, { expiresIn: accessMs }),
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
    return this.sign(rotated.id, rotated.subject, rotated.role, jti, rotated.expiresAt.getTime());
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
    // Announced even when it was revoked already: a process that missed it hears it again.
    await this.announceRevoked([sid]);
  }

  /** Every session of one user (a password change or reset). */
  async revokeAll(subject: number, role: Role): Promise<void> {
    const ended = await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(eq(sessions.subject, subject), eq(sessions.role, role), isNull(sessions.revokedAt)),
      )
      .returning({ id: sessions.id });
    await this.announceRevoked(ended.map((row) => row.id));
  }

  /**
   * Whether an access token's session still holds, from memory: the token's signature and
   * expiry are checked already, and the token cannot outlive its session, so only a revocation
   * can have ended it.
   */
  async isActive(sid: string): Promise<boolean> {
    return !this.revoked.has(sid);
  }
}
