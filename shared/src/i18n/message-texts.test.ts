import { describe, expect, it } from '@jest/globals';
import { i18n } from '@lingui/core';
import { MESSAGES } from '@dakiya/domain';
import { TRANSLATED_TEXTS, translateText } from './message-texts';

describe('translateText', () => {
  it('gives every domain text its own English, letter for letter', () => {
    i18n.activate('en');
    for (const text of TRANSLATED_TEXTS) expect(translateText(i18n, text)).toBe(text);
  });

  it('has a Hindi text for each of them, in Devanagari', () => {
    i18n.activate('hi');
    for (const text of TRANSLATED_TEXTS) {
      expect(translateText(i18n, text)).not.toBe(text);
      expect(translateText(i18n, text)).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('covers the app’s messages and leaves any other text as it is', () => {
    const shown = Object.values(MESSAGES).filter((text) => text !== MESSAGES.locationRequired);
    expect(TRANSLATED_TEXTS).toEqual(expect.arrayContaining(shown));
    i18n.activate('hi');
    expect(translateText(i18n, 'Asha Rao')).toBe('Asha Rao');
  });
});
