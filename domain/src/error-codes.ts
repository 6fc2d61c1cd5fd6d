import { API_ERRORS } from './messages';
import { REQUEST_ERRORS } from './request-errors';

/**
 * The stable code of every error answer, beside its English text, so a client can show the error
 * in its own language: the name of the text in API_ERRORS or REQUEST_ERRORS, or one of the codes
 * below for texts built at run time.
 */
export type ApiErrorCode =
  | keyof typeof API_ERRORS
  | keyof typeof REQUEST_ERRORS
  | 'otpInvalid'
  | 'deliveryCodeInvalid'
  | 'otpTriesLocked'
  | 'otpSendsLocked'
  | 'passwordLocked'
  | 'fieldErrors'
  | 'error';

// Texts built with a number or a time in them (invalidOtpMessage, LIMIT_MESSAGES).
const PATTERNS: ReadonlyArray<[RegExp, ApiErrorCode]> = [
  [/^Invalid OTP\. \d+ tr(y|ies) left\.$/, 'otpInvalid'],
  [/^Wrong delivery code\. \d+ tr(y|ies) left\.$/, 'deliveryCodeInvalid'],
  [/^Too many wrong codes for this account\. Try again /, 'otpTriesLocked'],
  [/^Too many codes were sent to this address\. Try again /, 'otpSendsLocked'],
  [/^Too many password attempts for this account\. Try again /, 'passwordLocked'],
];

let byText: Map<string, ApiErrorCode> | undefined;

/** The code of an error text; `fieldErrors` for a form's per-field answer, else `error`. */
export function apiErrorCode(message: string, hasFields = false): ApiErrorCode {
  byText ??= new Map(
    [...Object.entries(REQUEST_ERRORS), ...Object.entries(API_ERRORS)].map(
      ([code, text]) => [text, code as ApiErrorCode] as const,
    ),
  );
  const known = byText.get(message) ?? PATTERNS.find(([pattern]) => pattern.test(message))?.[1];
  return known ?? (hasFields ? 'fieldErrors' : 'error');
}
