import type { AreaPlugin } from '../area-plugin.js';
import { roleScope, tagRoutes } from '../scopes.js';
import { driverAppRoutes } from './driver-app-routes.js';
import { driverSignInRoutes } from './sign-in-routes.js';
import { driverOfferRoutes } from './offer-routes.js';

/** The driver side: signing up and in (public), then the signed-in driver's app and offers. */
export const driverRoutes: AreaPlugin = async (app, { services }) => {
  tagRoutes(app, 'drivers');
  await app.register(driverSignInRoutes, { services });

  await roleScope(app, 'driver', async (driver) => {
    await driver.register(driverAppRoutes, { services });
    await driver.register(driverOfferRoutes, { services });
  });
};
