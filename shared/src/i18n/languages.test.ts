import { describe, expect, it } from '@jest/globals';
import { preferredLanguage } from './languages';

describe('preferredLanguage', () => {
  it('takes the remembered choice first', () => {
    expect(preferredLanguage('hi', ['en-IN'])).toBe('hi');
    expect(preferredLanguage('en', ['hi-IN'])).toBe('en');
  });

  it('else the first browser language the app speaks', () => {
    expect(preferredLanguage(null, ['hi-IN', 'en-IN'])).toBe('hi');
    expect(preferredLanguage(null, ['ta-IN', 'hi', 'en'])).toBe('hi');
    expect(preferredLanguage(null, ['en-GB', 'hi'])).toBe('en');
  });

  it('else English, and ignores a stored value it does not know', () => {
    expect(preferredLanguage('fr', ['ta-IN', 'fr-FR'])).toBe('en');
    expect(preferredLanguage(null, [])).toBe('en');
  });
});
