import { eq, or } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { users } from '../db/schema.js';
import {
  API_ERRORS,
  LIMIT_MESSAGES,
  OTP_TTL_MINUTES,
  PASSWORD_LIMITS,
  PHONE_PREFIX,
} from '@dakiya/domain';
import { ClientError, limitReached } from '../client-errors.js';
import type { OtpService } from './otp-service.js';
import type { PasswordHasher } from './password-hasher.js';
import type { RateBuckets } from './rate-buckets.js';
import type { SessionService } from './session-service.js';
import type { MessageSender } from '../messaging/message-sender.js';
import type { Images } from '../storage/images.js';

export type User = typeof users.$inferSelect;

export interface NewAccount {
  first_name: string;
  last_name: string;
  phone_number: string;
  email: string;
  password: string;
  area?: string | undefined;
  photo?: { data: Buffer } | undefined;
}

export function publicUser(user: User) {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone_number: user.phoneNumber,
    area: user.area,
    has_photo: user.photoKey !== null,
  };
}

/** Consumer accounts: sign-up, password and phone-OTP login, password reset by e-mailed OTP. */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly otp: OtpService,
    private readonly sender: MessageSender,
    private readonly images: Images,
    private readonly buckets: RateBuckets,
    private readonly sessions: SessionService,
    private readonly passwords: PasswordHasher,
  ) {}

  async register(account: NewAccount): Promise<User> {
    const email = account.email.trim().toLowerCase();
    const taken = await this.db
      .select({ email: users.email, phone: users.phoneNumber })
      .from(users)
      .where(or(eq(users.email, email), eq(users.phoneNumber, account.phone_number)));
    const fields: Record<string, string[]> = {};
    if (taken.some((row) => row.email === email)) fields.email = [API_ERRORS.emailTaken];
    if (taken.some((row) => row.phone === account.phone_number))
      fields.phone_number = [API_ERRORS.phoneTaken];
    if (Object.keys(fields).length > 0)
      throw new ClientError(400, API_ERRORS.accountExists, fields);
    const photoKey = account.photo
      ? await this.images.save('photos', account.photo.data, 'photo')
      : null;

    const [user] = await this.db
      .insert(users)
      .values({
        firstName: account.first_name,
        lastName: account.last_name,
        phoneNumber: account.phone_number,
        email,
        passwordHash: await this.passwords.hash(account.password),
        area: account.area ?? null,
        photoKey,
      })
      .returning();
    return user!;
  }

  async findById(id: number): Promise<User | null> {
    const [user] = await this.db.select().from(users).where(eq(users.id, id));
    return user ?? null;
  }

  private async findBy(column: 'email' | 'phone', value: string): Promise<User | null> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(
        column === 'email'
          ? eq(users.email, value.trim().toLowerCase())
          : eq(users.phoneNumber, value),
      );
    return user ?? null;
  }

  async loginWithPassword(email: string, password: string): Promise<User> {
    const user = await this.findBy('email', email);
    if (!user) throw new ClientError(404, API_ERRORS.userDoesNotExist);
    const retryAt = await this.buckets.take(`password:${user.id}`, PASSWORD_LIMITS);
    if (retryAt) throw limitReached(LIMIT_MESSAGES.passwordLocked(retryAt), retryAt);
    if (!(await this.passwords.verify(user.passwordHash, password)))
      throw new ClientError(401, API_ERRORS.invalidCredentials);
    await this.buckets.giveBack(`password:${user.id}`, PASSWORD_LIMITS);
    return user;
  }

  /** Step 1 of phone login: texts a code to a registered number. */
  async sendLoginOtp(phoneNumber: string): Promise<void> {
    const user = await this.findBy('phone', phoneNumber);
    if (!user) throw new ClientError(404, API_ERRORS.userDoesNotExist);
    const code = await this.otp.issue('login', phoneNumber);
    await this.sender.send({
      channel: 'sms',
      to: `${PHONE_PREFIX}${phoneNumber}`,
      body: `${code} is your Dakiya login OTP. It expires in ${OTP_TTL_MINUTES} minutes. Do not share it.`,
    });
  }

  async verifyLoginOtp(phoneNumber: string, code: string): Promise<User> {
    const user = await this.findBy('phone', phoneNumber);
    if (!user) throw new ClientError(404, API_ERRORS.userDoesNotExist);
    await this.otp.verify('login', phoneNumber, code, `user:${user.id}`);
    return user;
  }

  /** Driver sign-up, step 1: proves the driver holds the phone they register with. */
  async sendDriverSignupOtp(phoneNumber: string): Promise<void> {
    const code = await this.otp.issue('driver-signup', phoneNumber);
    await this.sender.send({
      channel: 'sms',
      to: `${PHONE_PREFIX}${phoneNumber}`,
      body: `${code} is your Dakiya driver sign-up OTP. It expires in ${OTP_TTL_MINUTES} minutes. Do not share it.`,
    });
  }

  async verifyDriverPhone(phoneNumber: string, code: string): Promise<void> {
    await this.otp.verify('driver-signup', phoneNumber, code, `phone:${phoneNumber}`);
  }

  async sendResetOtp(email: string): Promise<void> {
    const user = await this.findBy('email', email);
    if (!user) throw new ClientError(404, API_ERRORS.noAccountForEmail);
    const code = await this.otp.issue('reset', user.email);
    await this.sender.send({
      channel: 'email',
      to: user.email,
      subject: 'Your Dakiya password reset code',
      body: `Hello ${user.firstName},\n\nUse ${code} to set a new Dakiya password. It expires in ${OTP_TTL_MINUTES} minutes.\n\nIf you did not ask for this, ignore this e-mail.`,
    });
  }

  async changePassword(email: string, code: string, password: string): Promise<void> {
    const user = await this.findBy('email', email);
    if (!user) throw new ClientError(404, API_ERRORS.noAccountForEmail);
    await this.otp.verify('reset', user.email, code, `user:${user.id}`);
    await this.db
      .update(users)
      .set({ passwordHash: await this.passwords.hash(password) })
      .where(eq(users.id, user.id));
    // Whoever knew the old password may hold a session: none survives the change.
    await this.sessions.revokeAll(user.id, 'consumer');
  }
}

/** The signed-in customer's own photo (re-encoded JPEG), or null. */
export async function photoOf(user: User, images: Images): Promise<Buffer | null> {
  return user.photoKey ? images.read(user.photoKey) : null;
}
