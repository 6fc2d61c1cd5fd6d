import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The ticket an EventSource shows to follow one order. EventSource cannot send an Authorization
 * header, so the app first asks for this with its bearer token (POST .../stream-token/) and puts
 * it in the stream's URL. It names one ride and one customer and lives two minutes: a URL that
 * leaks into a log or history opens nothing else and soon nothing at all. It is checked only
 * when a stream opens; an open stream lives on until the order ends or the client leaves.
 */
export class OrderStreamTokens {
  constructor(private readonly secret: string) {}

  private sign(body: string): string {
    return createHmac('sha256', `order-stream:${this.secret}`).update(body).digest('base64url');
  }

  issue(userId: number, rideId: number, ttlS: number, now = Date.now()): string {
    const body = `${rideId}.${userId}.${Math.floor(now / 1000) + ttlS}`;
    return `${body}.${this.sign(body)}`;
  }

  /** The customer the token was issued to, or null if it is forged, expired or for another ride. */
  verify(token: string, rideId: number, now = Date.now()): number | null {
    const parts = token.split('.');
    if (parts.length !== 4) return null;
    const [ride, user, exp, mac] = parts as [string, string, string, string];
    const expected = Buffer.from(this.sign(`${ride}.${user}.${exp}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (Number(ride) !== rideId || Number(exp) * 1000 < now) return null;
    const userId = Number(user);
    return Number.isSafeInteger(userId) ? userId : null;
  }
}
