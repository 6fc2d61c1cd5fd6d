import type { AreaPlugin } from '../area-plugin.js';
import { driverFeedStreamRoutes } from './driver-feed-stream.js';
import { offerStreamRoutes } from './offer-stream.js';
import { orderStreamRoutes } from './order-stream.js';

/**
 * Server-sent event streams: each ticket is asked for in its role's scope, and the stream itself
 * is opened with that ticket (EventSource sends no headers), outside any token scope.
 */
export const streamRoutes: AreaPlugin = async (app, { services }) => {
  await app.register(offerStreamRoutes, { services });
  await app.register(orderStreamRoutes, { services });
  await app.register(driverFeedStreamRoutes, { services });
};
