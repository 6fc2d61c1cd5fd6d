import type { JWT } from '@fastify/jwt';
import { API_ERRORS, OTP_TTL_MINUTES, PHONE_PREFIX } from '@dakiya/domain';
import type { TokenPayload } from '../token-payload.js';
import type { MessageSender } from '../messaging/message-sender.js';
import type { Driver, DriverService } from './driver-service.js';
import { ClientError } from '../client-errors.js';
import type { OtpService } from './otp-service.js';
import type { SessionOwner, SessionService, TokenPair } from './session-service.js';

/**
 * Drivers' sessions, as a customer's phone login: an OTP texted to the driver's registered phone
 * (a code of its own purpose, so a customer's code for the same phone cannot be used), then an
 * access and a refresh token from the SessionService, which rotates and ends them. A driver whose
 * session ends goes offline.
 */
export class DriverLogin {
  constructor(
    private readonly drivers: DriverService,
    private readonly otp: OtpService,
    private readonly sender: MessageSender,
    private readonly sessions: SessionService,
    private readonly jwt: JWT,
  ) {
    // Done here, not by the app: it holds when the app is closed straight after logging out.
    sessions.onEnded((owners) => this.takeOffline(owners));
  }

  /** Drivers whose session ended go offline, and their waiting offers are withdrawn. */
  private async takeOffline(owners: SessionOwner[]): Promise<void> {
    for (const owner of owners)
      if (owner.role === 'driver') await this.drivers.setStatus(owner.subject, { online: false });
  }

  private async registered(phoneNumber: string): Promise<Driver> {
    const driver = await this.drivers.byPhone(phoneNumber);
    if (!driver) throw new ClientError(404, API_ERRORS.noSuchDriver);
    return driver;
  }

  /** Step 1: texts a login code to a registered driver's phone. */
  async sendOtp(phoneNumber: string): Promise<void> {
    await this.registered(phoneNumber);
    const code = await this.otp.issue('driver-login', phoneNumber);
    await this.sender.send({
      channel: 'sms',
      to: `${PHONE_PREFIX}${phoneNumber}`,
      body: `${code} is your Dakiya driver login OTP. It expires in ${OTP_TTL_MINUTES} minutes. Do not share it.`,
    });
  }

  /** Step 2: the code, and a new session for the driver. */
  async verifyOtp(phoneNumber: string, code: string) {
    const driver = await this.registered(phoneNumber);
    await this.otp.verify('driver-login', phoneNumber, code, `driver:${driver.id}`);
    return this.start(driver);
  }

  /** A new session (sign-up and login answer the same). */
  async start(driver: Pick<Driver, 'id' | 'name'>) {
    const tokens = await this.sessions.start(driver.id, 'driver');
    return { data: { id: driver.id, name: driver.name }, ...tokens };
  }

  /** A customer's refresh token is not a driver's: refused here, before it is used or revoked. */
  private assertDriverToken(token: string): void {
    let payload: TokenPayload | null = null;
    try {
      payload = this.jwt.decode<TokenPayload>(token);
    } catch {
      return; // not a token at all: the session service refuses it as it refuses any
    }
    if (payload && payload.role !== 'driver') throw new ClientError(403, API_ERRORS.wrongRole);
  }

  refresh(token: string): Promise<TokenPair> {
    this.assertDriverToken(token);
    return this.sessions.refresh(token);
  }

  logout(token: string): Promise<void> {
    this.assertDriverToken(token);
    return this.sessions.logout(token);
  }
}
