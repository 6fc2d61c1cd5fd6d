import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface StreamTicket {
  userId: number;
  /** The session the ticket was issued in: the stream ends when that session does. */
  sid: string;
}

/**
 * The ticket an EventSource shows to follow one order. EventSource cannot send an Authorization
 * header, so the app first asks for this with its bearer token (POST .../stream-token/) and puts
 * it in the stream's URL. It names one ride, one customer and their session and lives two
 * minutes: a URL that leaks into a log or history opens nothing else, nothing after a logout,
 * and soon nothing at all. Within its life the browser may reconnect with it (Last-Event-ID).
 */
export class OrderStreamTokens {
  constructor(private readonly secret: string) {}

  private sign(body: string): string {
    return createHmac('sha256', `order-stream:${this.secret}`).update(body).digest('base64url');
  }

  issue(ticket: StreamTicket, rideId: number, ttlS: number, now = Date.now()): string {
    const nonce = randomBytes(9).toString('base64url');
    const body = `${rideId}.${ticket.userId}.${ticket.sid}.${Math.floor(now / 1000) + ttlS}.${nonce}`;
    return `${body}.${this.sign(body)}`;
  }

  /** Whom the ticket was issued to, or null if it is forged, expired or for another ride. */
  verify(token: string, rideId: number, now = Date.now()): StreamTicket | null {
    const parts = token.split('.');
    if (parts.length !== 6) return null;
    const [ride, user, sid, exp, nonce, mac] = parts as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const expected = Buffer.from(this.sign(`${ride}.${user}.${sid}.${exp}.${nonce}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (Number(ride) !== rideId || Number(exp) * 1000 < now) return null;
    const userId = Number(user);
    return Number.isSafeInteger(userId) ? { userId, sid } : null;
  }
}
