import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface StreamTicket {
  userId: number;
  /** The session the ticket was issued in: the stream ends when that session does. */
  sid: string;
}

/**
 * The ticket an EventSource shows to open one event stream. EventSource cannot send an
 * Authorization header, so the app first asks for this with its bearer token (POST
 * .../stream-token/) and puts it in the stream's URL. It names one stream (`scope`: an order's
 * ride id, or a driver's feed), one account and its session, and lives a couple of minutes: a
 * URL that leaks into a log or history opens nothing else, nothing after a logout, and soon
 * nothing at all. Within its life the app may reconnect with it.
 */
export class StreamTickets {
  constructor(private readonly secret: string) {}

  private sign(body: string): string {
    // One key for every stream's tickets (kept as it is, so tickets issued before a deploy still
    // verify); a ticket of one stream cannot open another because the scope is signed with it.
    return createHmac('sha256', `order-stream:${this.secret}`).update(body).digest('base64url');
  }

  /** `scope` names the stream: no dots (they separate the ticket's parts). */
  issue(ticket: StreamTicket, scope: string, ttlS: number, now = Date.now()): string {
    if (scope.includes('.')) throw new Error(`a stream scope has no dots: ${scope}`);
    const nonce = randomBytes(9).toString('base64url');
    const body = `${scope}.${ticket.userId}.${ticket.sid}.${Math.floor(now / 1000) + ttlS}.${nonce}`;
    return `${body}.${this.sign(body)}`;
  }

  /** Whom the ticket was issued to, or null if it is forged, expired or for another stream. */
  verify(token: string, scope: string, now = Date.now()): StreamTicket | null {
    const parts = token.split('.');
    if (parts.length !== 6) return null;
    const [named, user, sid, exp, nonce, mac] = parts as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const expected = Buffer.from(this.sign(`${named}.${user}.${sid}.${exp}.${nonce}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (named !== scope || Number(exp) * 1000 < now) return null;
    const userId = Number(user);
    return Number.isSafeInteger(userId) ? { userId, sid } : null;
  }
}

/** The scope of an order's stream: the ride id (so tickets issued before a deploy still verify). */
export const orderStreamScope = (rideId: number) => String(rideId);
/** The scope of a driver's feed stream: never a number, so never an order's. */
export const DRIVER_FEED_SCOPE = 'driver-feed';
