import { describe, expect, it } from '@jest/globals';
import { API_ERRORS, invalidOtpMessage } from './messages';
import { LIMIT_MESSAGES } from './auth-limits';
import { REQUEST_ERRORS } from './request-errors';
import { apiErrorCode } from './error-codes';

describe('apiErrorCode', () => {
  it('names each fixed text by its key', () => {
    for (const [code, text] of Object.entries(API_ERRORS)) expect(apiErrorCode(text)).toBe(code);
    expect(apiErrorCode(REQUEST_ERRORS.noImage)).toBe('noImage');
  });

  it('names the texts built at run time', () => {
    expect(apiErrorCode(invalidOtpMessage(2))).toBe('otpInvalid');
    expect(apiErrorCode(invalidOtpMessage(1))).toBe('otpInvalid');
    const later = new Date(Date.now() + 15 * 60_000);
    expect(apiErrorCode(LIMIT_MESSAGES.otpTriesLocked(later))).toBe('otpTriesLocked');
    expect(apiErrorCode(LIMIT_MESSAGES.otpSendsLocked(later))).toBe('otpSendsLocked');
    expect(apiErrorCode(LIMIT_MESSAGES.passwordLocked(later))).toBe('passwordLocked');
  });

  it('falls back to fieldErrors for a form’s answer and error otherwise', () => {
    expect(apiErrorCode('email: Enter a valid email', true)).toBe('fieldErrors');
    expect(apiErrorCode('something new')).toBe('error');
  });
});
