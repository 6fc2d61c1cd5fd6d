/**
 * pino paths never written to a log: credentials in headers and in any body or object logged,
 * one-time codes, tokens, passwords and their hashes.
 */
export const LOG_REDACTIONS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.confirm_password',
  '*.passwordHash',
  '*.password_hash',
  '*.otp',
  '*.code',
  '*.access',
  '*.refresh',
  '*.token',
  '*.body',
  '*.params',
];
