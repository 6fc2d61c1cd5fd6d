import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { otps } from '../db/schema.js';
import { API_ERRORS, OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES, invalidOtpMessage } from '@dakiya/domain';
import { ClientError } from './errors.js';

const OTP_TTL_MS = OTP_TTL_MINUTES * 60_000;
export type OtpPurpose = 'login' | 'reset';

/** Issues and checks 4-digit codes: stored as HMACs, expiring, single-use, locked after 5 misses. */
export class OtpService {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
  ) {}

  private hash(purpose: OtpPurpose, target: string, code: string): string {
    return createHmac('sha256', this.secret).update(`${purpose}:${target}:${code}`).digest('hex');
  }

  /** A new code for `target`; earlier unused codes for it stop working. */
  async issue(purpose: OtpPurpose, target: string): Promise<string> {
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

  /** Accepts the code once; throws a ClientError that says why otherwise. */
  async verify(purpose: OtpPurpose, target: string, code: string): Promise<void> {
    const [otp] = await this.db
      .select()
      .from(otps)
      .where(and(eq(otps.purpose, purpose), eq(otps.target, target), isNull(otps.consumedAt)))
      .orderBy(desc(otps.id))
      .limit(1);
    if (!otp) throw new ClientError(400, API_ERRORS.otpNotRequested);
    if (otp.attempts >= OTP_MAX_ATTEMPTS) throw new ClientError(429, API_ERRORS.otpTooManyTries);
    if (otp.expiresAt.getTime() < Date.now()) throw new ClientError(400, API_ERRORS.otpExpired);
    const expected = Buffer.from(otp.codeHash, 'hex');
    const given = Buffer.from(this.hash(purpose, target, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      await this.db
        .update(otps)
        .set({ attempts: otp.attempts + 1 })
        .where(eq(otps.id, otp.id));
      const left = OTP_MAX_ATTEMPTS - otp.attempts - 1;
      throw new ClientError(400, invalidOtpMessage(left));
    }
    await this.db.update(otps).set({ consumedAt: new Date() }).where(eq(otps.id, otp.id));
  }
}
