import { API_ROUTES } from '@dakiya/domain';
import { outboxResponseSchema } from '@dakiya/domain/schemas';
import { responses } from '../http/responses.js';
import type { Api, Services } from './context.js';

/** Development and tests only: the SMS and e-mail messages the outbox "sent". */
export function devRoutes(app: Api, { outbox }: Services): void {
  if (!outbox) return;
  app.get(
    API_ROUTES.outbox,
    {
      schema: {
        tags: ['development'],
        summary: 'Messages sent (newest first); absent in production',
        response: responses({ 200: outboxResponseSchema }),
      },
    },
    async () => ({ messages: await outbox.list() }),
  );
}
