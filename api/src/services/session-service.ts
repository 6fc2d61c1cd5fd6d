import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { JWT } from '@fastify/jwt';
import { API_ERRORS } from '@dakiya/domain';
import type { Db } from '../db/database.js';
import { sessions } from '../db/schema.js';
import type { TokenPayload } from '../token-payload.js';
import { ClusterBus } from '../shared-state/cluster-bus.js';
import { ClientError } from '../client-errors.js';

export type Role = TokenPayload['role'];

/** Whose session it was. */
export interface SessionOwner {
  subject: number;
  role: Role;
}

export interface TokenPair {
  access: string;
  refresh: string;
}

const newJti = () => randomBytes(16).toString('hex');

const REVOKED_TOPIC = 'sessions-revoked';

/** Clocks of the processes may differ a little: a revocation is kept this much longer. */
const CLOCK_SKEW_S = 60;

export interface SessionLifetimes {
  /** An access token's life (seconds). */
  accessTtlS: number;
  /** A session's life from its login (seconds); its refresh tokens expire with it. */
  sessionTtlS: number;
}

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
  private readonly revokedListeners = new Set<(sids: string[]) => void>();
  private readonly endedListeners = new Set<(owners: SessionOwner[]) => Promise<void>>();
  /** How long a revocation is remembered: as long as an access token it covers can live. */
  private readonly keepRevokedMs: number;

  constructor(
    private readonly db: Db,
    private readonly jwt: JWT,
    private readonly lifetimes: SessionLifetimes,
    private readonly bus: ClusterBus = new ClusterBus(),
  ) {
    this.keepRevokedMs = (lifetimes.accessTtlS + CLOCK_SKEW_S) * 1000;
    bus.on<string[]>(REVOKED_TOPIC, (sids) => this.markRevoked(sids));
    bus.onResync(() => void this.loadRevoked());
  }

  /** Reads the sessions revoked within an access token's life (at start, after a resync). */
  async loadRevoked(): Promise<void> {
    const keepS = this.keepRevokedMs / 1000;
    const rows = await this.db
      .select({ id: sessions.id, at: sessions.revokedAt })
      .from(sessions)
      .where(gt(sessions.revokedAt, sql`now() - make_interval(secs => ${keepS})`))
      .orderBy(sessions.revokedAt);
    for (const row of rows) this.revoked.set(row.id, row.at!.getTime());
    this.notifyRevoked(rows.map((row) => row.id));
  }

  /** Calls `listener` with the sessions revoked in any process (open streams end with them). */
  onRevoked(listener: (sids: string[]) => void): () => void {
    this.revokedListeners.add(listener);
    return () => this.revokedListeners.delete(listener);
  }

  /**
   * Calls `listener` with the owners of the sessions this process ends (a logout, a replayed
   * refresh token, a password change), once each, after the revocation is announced.
   */
  onEnded(listener: (owners: SessionOwner[]) => Promise<void>): () => void {
    this.endedListeners.add(listener);
    return () => this.endedListeners.delete(listener);
  }

  private async notifyEnded(owners: SessionOwner[]): Promise<void> {
    if (owners.length > 0) for (const listener of this.endedListeners) await listener(owners);
  }

  private notifyRevoked(sids: string[]): void {
    if (sids.length > 0) for (const listener of this.revokedListeners) listener(sids);
  }

  private markRevoked(sids: string[]): void {
    const now = Date.now();
    for (const sid of sids) {
      this.revoked.delete(sid); // re-inserted last, so the map stays in order of revocation
      this.revoked.set(sid, now);
    }
    // Tokens of sessions revoked longer ago than an access token lives have all expired.
    for (const [sid, at] of this.revoked) {
      if (now - at <= this.keepRevokedMs) break; // in insertion order: the rest are newer
      this.revoked.delete(sid);
    }
    this.notifyRevoked(sids);
  }

  private async announceRevoked(sids: string[]): Promise<void> {
    if (sids.length === 0) return;
    this.markRevoked(sids);
    await this.bus.publish(REVOKED_TOPIC, sids);
  }

  /**
   * Both tokens end with their session at the latest. @fastify/jwt reads a numeric `expiresIn`
   * as seconds.
   */
  private sign(
    sid: string,
    subject: number,
    role: Role,
    jti: string,
    sessionEndsAt: number,
  ): TokenPair {
    const sessionLeftS = Math.max(1, Math.round((sessionEndsAt - Date.now()) / 1000));
    return {
      access: this.jwt.sign(
        { sub: subject, role, typ: 'access', sid },
        { expiresIn: Math.min(this.lifetimes.accessTtlS, sessionLeftS) },
      ),
      refresh: this.jwt.sign(
        { sub: subject, role, typ: 'refresh', sid, jti },
        { expiresIn: sessionLeftS },
      ),
    };
  }

  async start(subject: number, role: Role): Promise<TokenPair> {
    const sid = randomUUID();
    const jti = newJti();
    const expiresAt = new Date(Date.now() + this.lifetimes.sessionTtlS * 1000);
    await this.db.insert(sessions).values({ id: sid, subject, role, refreshJti: jti, expiresAt });
    return this.sign(sid, subject, role, jti, expiresAt.getTime());
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
    const ended = await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, sid), isNull(sessions.revokedAt)))
      .returning({ subject: sessions.subject, role: sessions.role });
    // Announced even when it was revoked already: a process that missed it hears it again.
    await this.announceRevoked([sid]);
    await this.notifyEnded(ended);
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
    if (ended.length > 0) await this.notifyEnded([{ subject, role }]);
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
