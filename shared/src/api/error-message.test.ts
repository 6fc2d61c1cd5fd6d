import { describe, expect, it } from '@jest/globals';
import { i18n } from '@lingui/core';
import { invalidOtpMessage, LIMIT_MESSAGES } from '@dakiya/domain';
import { errorCode, errorMessage } from './error-message';

const answer = (data: unknown) => ({ status: 409, data }) as const;

describe('errorMessage', () => {
  it('says an API error by its code in the active language', () => {
    const changed = answer({ code: 'offerChanged', message: 'This offer has changed' });
    expect(errorCode(changed)).toBe('offerChanged');
    expect(errorMessage(changed)).toBe('This offer has changed');
    i18n.activate('hi');
    expect(errorMessage(changed)).toBe('यह ऑफ़र बदल गया है');
  });

  it('falls back to the text for a code the app has no words for', () => {
    i18n.activate('hi');
    const untranslated = 'The request body must be a JSON object or a form';
    expect(errorMessage(answer({ code: 'bodyNotObject', message: untranslated }))).toBe(
      untranslated,
    );
    expect(errorMessage(answer({ msg: 'Old answer' }))).toBe('Old answer');
    expect(errorCode(answer({ msg: 'Old answer' }))).toBeUndefined();
  });

  it('says "cannot reach Dakiya" and the fallback in the active language too', () => {
    i18n.activate('hi');
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'अभी डाकिया से संपर्क नहीं हो पा रहा है। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
    );
    expect(errorMessage(undefined)).toBe('कुछ गड़बड़ हो गई');
  });

  it('says texts with a figure in them (tries left, a lock until a time) in the active language', () => {
    const wrongCode = answer({ code: 'otpInvalid', message: invalidOtpMessage(4) });
    const locked = answer({
      code: 'passwordLocked',
      message: LIMIT_MESSAGES.passwordLocked(new Date('2026-11-25T08:35:00Z')),
    });
    i18n.activate('en');
    expect(errorMessage(wrongCode)).toBe('Invalid OTP. 4 tries left.');
    expect(errorMessage(answer({ code: 'otpInvalid', message: invalidOtpMessage(1) }))).toBe(
      'Invalid OTP. 1 try left.',
    );
    expect(errorMessage(locked)).toBe(
      'Too many password attempts for this account. Try again after 14:05 IST.',
    );
    i18n.activate('hi');
    expect(errorMessage(wrongCode)).toMatch(/^[^A-Za-z]*OTP[^A-Za-z]*$/);
    expect(errorMessage(wrongCode)).toContain('4');
    expect(errorMessage(locked)).toContain('14:05');
    expect(errorMessage(locked)).not.toMatch(/[a-z]{3}/);
  });
});
