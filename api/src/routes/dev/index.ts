import { API_ROUTES } from '@dakiya/domain';
import { outboxResponseSchema } from '@dakiya/domain/schemas';
import { responses } from '../../http/responses.js';
import type { AreaPlugin } from '../area-plugin.js';
import { tagRoutes } from '../scopes.js';
import { rideSettingsRoutes } from './ride-settings-routes.js';

/**
 * Development and tests only, absent in production (no outbox there): the SMS and e-mail
 * messages the outbox "sent", and the ride settings. Public: the end-to-end suite calls them.
 */
export const devRoutes: AreaPlugin = async (app, { services }) => {
  const { outbox } = services;
  if (!outbox) return;
  tagRoutes(app, 'development');

  app.get(
    API_ROUTES.outbox,
    {
      schema: {
        summary: 'Messages sent (newest first); absent in production',
        response: responses({ 200: outboxResponseSchema }),
      },
    },
    async () => ({ messages: await outbox.list() }),
  );

  await app.register(rideSettingsRoutes, { services });
};
