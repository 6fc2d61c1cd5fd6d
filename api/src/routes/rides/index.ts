import type { AreaPlugin } from '../area-plugin.js';
import { requireRoleInScope, tagRoutes } from '../scopes.js';
import { offerRoutes } from './offer-routes.js';
import { orderRoutes } from './order-routes.js';
import { quotationRoutes } from './quotation-routes.js';
import { rideRequestRoutes } from './ride-request-routes.js';

/** How often searching rides past their time are closed as `expired`. */
const EXPIRY_SWEEP_MS = 5_000;

/** The customer's side of a ride: quotations, requests, drivers' offers, orders. */
export const rideRoutes: AreaPlugin = async (app, { services }) => {
  requireRoleInScope(app, 'consumer');
  tagRoutes(app, 'rides');

  // Reads close an overdue ride on the spot; the sweep closes the ones nobody reads.
  let sweep: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    sweep = setInterval(
      () => void services.rides.expiry.expireDue().catch(() => {}),
      EXPIRY_SWEEP_MS,
    );
    sweep.unref();
  });
  app.addHook('onClose', async () => {
    if (sweep) clearInterval(sweep);
  });

  await app.register(quotationRoutes, { services });
  await app.register(rideRequestRoutes, { services });
  await app.register(offerRoutes, { services });
  await app.register(orderRoutes, { services });
};
