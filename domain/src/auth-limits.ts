/**
 * Limits on one-time codes and sign-in, per target (phone number, e-mail address or account),
 * held in the database so no number of client addresses or API processes gets around them.
 * docs/security.md ("What that leaves an attacker") works out what they allow an attacker.
 */
export const OTP_LIMITS = {
  /** Codes sent to one phone number or e-mail address: a burst of 3, then one per 20 minutes. */
  sendsBurst: 3,
  sendsPerHour: 3,
  /** Wrong codes per account over all its codes and both flows: 6, then one every 8 hours. */
  triesBurst: 6,
  triesPerHour: 1 / 8,
} as const;

/** Password attempts per e-mail address: a burst of 10, then 10 an hour. */
export const PASSWORD_LIMITS = { burst: 10, perHour: 10 } as const;

function whenAgain(retryAt: Date, now = Date.now()): string {
  const minutes = Math.max(1, Math.ceil((retryAt.getTime() - now) / 60_000));
  const wait =
    minutes < 90
      ? `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
      : `${Math.round(minutes / 60)} hours`;
  const clock = retryAt.toLocaleTimeString('en-IN', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  return `in ${wait} (after ${clock} IST)`;
}

/** What the API answers when a per-target limit is reached, saying when to try again. */
export const LIMIT_MESSAGES = {
  otpTriesLocked: (retryAt: Date) =>
    `Too many wrong codes for this account. Try again ${whenAgain(retryAt)}.`,
  otpSendsLocked: (retryAt: Date) =>
    `Too many codes were sent to this address. Try again ${whenAgain(retryAt)}.`,
  passwordLocked: (retryAt: Date) =>
    `Too many password attempts for this account. Try again ${whenAgain(retryAt)}.`,
};

/** Session texts: the API's and the customer app's. */
export const SESSION_MESSAGES = {
  sessionEnded: 'Your session has ended. Please log in again.',
  loggedOut: 'Logged out',
  driverOtpSent: 'OTP sent to the driver’s phone',
} as const;
