import { describe, expect, it } from '@jest/globals';
import { i18n } from '@lingui/core';
import { countdownText } from './countdown-text';

describe('countdownText', () => {
  it('says the seconds left in the active language', () => {
    i18n.activate('en');
    expect(countdownText(57)).toBe('57s');
    i18n.activate('hi');
    expect(countdownText(57)).toBe('57 सेकंड');
  });
});
