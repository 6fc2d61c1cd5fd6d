/** What an access or refresh token says: whose it is, which kind, and of which session. */
export interface TokenPayload {
  sub: number;
  role: 'consumer' | 'driver';
  typ: 'access' | 'refresh';
  /** The session (refresh family) the token belongs to. */
  sid: string;
}
