import { describe, expect, it } from '@jest/globals';
import { i18n } from '@dakiya/shared';
import { API_ERRORS } from '@dakiya/domain';
import { ORDER_API_ERROR_TEXTS } from './order-api-error-texts';

describe('ORDER_API_ERROR_TEXTS', () => {
  it('says each error in English exactly as the API does, and in Hindi', () => {
    for (const [code, descriptor] of Object.entries(ORDER_API_ERROR_TEXTS)) {
      expect(descriptor.id).toBe(`api.${code}`);
      i18n.activate('en');
      expect(i18n._(descriptor.id)).toBe(API_ERRORS[code as keyof typeof API_ERRORS]);
      i18n.activate('hi');
      expect(i18n._(descriptor.id)).toMatch(/[\u0900-\u097F]/);
    }
  });
});
