import { describe, expect, it } from '@jest/globals';
import { API_ROUTES } from './api-routes';
import { apiPath } from './api-path';

describe('API paths', () => {
  it('fills path parameters, encoded', () => {
    expect(apiPath(API_ROUTES.quotation, { quotId: 7 })).toBe('/quotations/prices/7/');
    expect(apiPath(API_ROUTES.acceptOffer, { userId: 3, offerCode: 'OF12' })).toBe(
      '/bargaining/RideGet/3/driverassign/OF12/',
    );
    expect(apiPath(API_ROUTES.changePassword, { email: 'a+b@c.in' })).toBe(
      '/forgotpassword/changepassword/a%2Bb%40c.in/',
    );
  });

  it('leaves a path without parameters as it is', () => {
    expect(apiPath(API_ROUTES.me)).toBe('/me/');
  });
});
