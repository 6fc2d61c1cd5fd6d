import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { otps } from '../db/schema.js';
import {
  API_ERRORS,
  LIMIT_MESSAGES,
  OTP_LIMITS,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  invalidOtpMessage,
} from '@dakiya/domain';
import { ClientError, limitReached } from '../client-errors.js';
import type { RateBuckets } from './rate-buckets.js';

const OTP_TTL_MS = OTP_TTL_MINUTES * 60_000;
export type OtpPurpose = 'login' | 'reset' | 'driver-signup' | 'driver-login';

const SENDS = { burst: OTP_LIMITS.sendsBurst, perHour: OTP_LIMITS.sendsPerHour };
const TRIES = { burst: OTP_LIMITS.triesBurst, perHour: OTP_LIMITS.triesPerHour };

/**
 * Issues and checks 4-digit codes: stored as HMACs, expiring, single-use. Limits that a resend
 * does not reset: codes sent per target (SENDS), wrong tries per code (OTP_MAX_ATTEMPTS, counted
 * in the code's row) and wrong tries per account over all its codes (TRIES). Each count is
 * one conditional UPDATE … RETURNING, so concurrent guesses cannot all pass a read-then-write.
 */
export class OtpService {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly buckets: RateBuckets,
  ) {}

  private hash(purpose: OtpPurpose, target: string, code: string): string {
    return createHmac('sha256', this.secret).update(`${purpose}:${target}:${code}`).digest('hex');
  }

  /** A new code for `target`; earlier unused codes for it stop working. */
  async issue(purpose: OtpPurpose, target: string): Promise<string> {
    const retryAt = await this.buckets.take(`otp-send:${target}`, SENDS);
    if (retryAt) throw limitReached(LIMIT_MESSAGES.otpSendsLocked(retryAt), retryAt);
    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    await this.db.transaction(async (tx) => {
      await tx
        .update(otps)
        .set({ consumedAt: new Date() })
        .where(and(eq(otps.purpose, purpose), eq(otps.target, target), isNull(otps.consumedAt)));
      await tx.insert(otps).values({
        purpose,
        target,
        codeHash: this.hash(purpose, target, code),
        expiresAt: new Date(Date.now() + OTP_TTL_MS),
      });
    });
    return code;
  }

  /**
   * Accepts the code once; throws a ClientError that says why otherwise. `account` names whose
   * try budget the guess draws on (the same for the login and the reset code of one account).
   */
  async verify(purpose: OtpPurpose, target: string, code: string, account: string): Promise<void> {
    const [live] = await this.db
      .select({ id: otps.id })
      .from(otps)
      .where(and(eq(otps.purpose, purpose), eq(otps.target, target), isNull(otps.consumedAt)))
      .orderBy(desc(otps.id))
      .limit(1);
    if (!live) throw new ClientError(400, API_ERRORS.otpNotRequested);

    const budget = `otp-tries:${account}`;
    const retryAt = await this.buckets.take(budget, TRIES);
    if (retryAt) throw limitReached(LIMIT_MESSAGES.otpTriesLocked(retryAt), retryAt);

    // One statement reserves the try: of N concurrent guesses at most the tries left get a row.
    const [reserved] = await this.db
      .update(otps)
      .set({ attempts: sql`${otps.attempts} + 1` })
      .where(
        and(
          eq(otps.id, live.id),
          isNull(otps.consumedAt),
          lt(otps.attempts, OTP_MAX_ATTEMPTS),
          gt(otps.expiresAt, sql`now()`),
        ),
      )
      .returning({ codeHash: otps.codeHash, attempts: otps.attempts });
    if (!reserved) {
      await this.buckets.giveBack(budget, TRIES);
      throw await this.whyRefused(live.id);
    }

    const expected = Buffer.from(reserved.codeHash, 'hex');
    const given = Buffer.from(this.hash(purpose, target, code), 'hex');
    if (!timingSafeEqual(expected, given))
      throw new ClientError(400, invalidOtpMessage(OTP_MAX_ATTEMPTS - reserved.attempts));

    // One statement consumes it: of concurrent right guesses exactly one gets the row.
    const consumed = await this.db
      .update(otps)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(otps.id, live.id), isNull(otps.consumedAt)))
      .returning({ id: otps.id });
    await this.buckets.giveBack(budget, TRIES);
    if (consumed.length === 0) throw new ClientError(400, API_ERRORS.otpNotRequested);
  }

  private async whyRefused(id: number): Promise<ClientError> {
    const [otp] = await this.db.select().from(otps).where(eq(otps.id, id));
    if (!otp || otp.consumedAt) return new ClientError(400, API_ERRORS.otpNotRequested);
    if (otp.attempts >= OTP_MAX_ATTEMPTS) return new ClientError(429, API_ERRORS.otpTooManyTries);
    return new ClientError(400, API_ERRORS.otpExpired);
  }
}
