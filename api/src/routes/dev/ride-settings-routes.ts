import { API_ROUTES } from '@dakiya/domain';
import { devRideSettingsSchema as settingsSchema } from '@dakiya/domain/schemas';
import { responses } from '../../http/responses.js';
import type { AreaPlugin } from '../area-plugin.js';

/**
 * The simulator's speed, a pause of its offers and the search time of new requests, changed in
 * the running API: the end-to-end suite plays whole trips fast and expires requests in seconds,
 * then puts both back.
 */
export const rideSettingsRoutes: AreaPlugin = async (app, { services: { rides } }) => {
  const current = () => ({
    simulator_speed: rides.settings.simulatorSpeed,
    search_ttl_s: rides.settings.searchTtlMs / 1000,
    simulator_paused: rides.settings.simulatorPaused,
  });
  app.put(
    API_ROUTES.devRideSettings,
    {
      schema: {
        summary: 'Simulator speed and pause, and search time of new requests; absent in production',
        body: settingsSchema.partial(),
        response: responses({ 200: settingsSchema }),
      },
    },
    async (request) => {
      if (request.body.simulator_speed !== undefined)
        rides.settings.simulatorSpeed = request.body.simulator_speed;
      if (request.body.simulator_paused !== undefined)
        rides.settings.simulatorPaused = request.body.simulator_paused;
      if (request.body.search_ttl_s !== undefined)
        rides.settings.searchTtlMs = request.body.search_ttl_s * 1000;
      return current();
    },
  );
};
