import { describe, expect, it } from '@jest/globals';
import { i18n } from '@lingui/core';
import { API_ERRORS, REQUEST_ERRORS } from '@dakiya/domain';
import { API_ERROR_TEXTS } from './api-error-texts';

const DOMAIN_TEXTS: Record<string, string> = { ...API_ERRORS, ...REQUEST_ERRORS };

describe('API_ERROR_TEXTS', () => {
  it('says each error in English exactly as the API does, and in Hindi', () => {
    for (const [code, descriptor] of Object.entries(API_ERROR_TEXTS)) {
      expect(descriptor.id).toBe(`api.${code}`);
      i18n.activate('en');
      expect(i18n._(descriptor.id)).toBe(DOMAIN_TEXTS[code]);
      i18n.activate('hi');
      expect(i18n._(descriptor.id)).toMatch(/[\u0900-\u097F]/);
    }
  });
});
