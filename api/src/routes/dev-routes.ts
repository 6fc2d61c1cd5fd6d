import type { Api, Services } from './context.js';

/** Development and tests only: the SMS and e-mail messages the outbox "sent". */
export function devRoutes(app: Api, { outbox }: Services): void {
  if (!outbox) return;
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Messages sent (newest first); absent in production',
      },
    },
    async () => ({
      messages: outbox.list(),
    }),
  );
}
