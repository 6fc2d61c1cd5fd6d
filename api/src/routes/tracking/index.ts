import { API_ERRORS, API_ROUTES } from '@dakiya/domain';
import {
  trackingParamsSchema,
  trackingQuerySchema,
  trackingViewSchema,
} from '@dakiya/domain/schemas';
import { ClientError } from '../../client-errors.js';
import { openEventStream } from '../../http/event-stream.js';
import { responses } from '../../http/responses.js';
import { SLOT_RENEW_MS } from '../../services/stream-slots.js';
import { trackingView } from '../../services/rides/tracking-links.js';
import type { OrderView } from '../../services/ride-views.js';
import type { AreaPlugin } from '../area-plugin.js';
import { tagRoutes } from '../scopes.js';

const ENDED = new Set(['delivered', 'cancelled', 'expired']);
/** Reads of tracking pages a minute per client address: a page reads once, then follows events. */
const TRACKING_READS_PER_MINUTE = 60;
/** Tracking streams one client address may hold open at once, over every link. */
const TRACKING_STREAMS_PER_ADDRESS = 10;

/**
 * The recipient's tracking page (public: the link's token is the key, 144 random bits): the
 * order's public view, and the same as server-sent events until the order ends, the link is
 * turned off or renewed. Streams are capped per link and per client address, as customers' are.
 */
export const trackingRoutes: AreaPlugin = async (app, { services }) => {
  const { rides, streamSlots, config } = services;
  tagRoutes(app, 'tracking');
  const limited = { rateLimit: { max: TRACKING_READS_PER_MINUTE, timeWindow: '1 minute' } };

  app.get(
    API_ROUTES.tracking,
    {
      config: limited,
      schema: {
        summary:
          'The order as its tracking link shows it: no phone number, no address beyond the locality (404 for a link turned off, 410 once ended)',
        params: trackingParamsSchema,
        querystring: trackingQuerySchema,
        response: responses({ 200: trackingViewSchema }),
      },
    },
    async (request) => {
      const { facts, order } = await rides.tracking.open(request.params.token, request.query.lang);
      return trackingView(facts, order);
    },
  );

  app.get(
    API_ROUTES.trackingEvents,
    {
      config: limited,
      schema: {
        summary: 'The tracking view as server-sent events (`event: tracking`, id = version)',
        params: trackingParamsSchema,
        querystring: trackingQuerySchema,
        response: responses({ 200: trackingViewSchema }),
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const { facts, order: first } = await rides.tracking.open(token, request.query.lang);
      const limits = [
        { key: `tracking:${facts.rideId}`, cap: config.streamsPerTrackingLink },
        { key: `tracking-address:${request.ip}`, cap: TRACKING_STREAMS_PER_ADDRESS },
      ];
      const streamId = `${request.id}:${process.pid}:${Math.random().toString(36).slice(2)}`;
      if ((await streamSlots.acquire(limits, streamId)) !== 'ok')
        throw new ClientError(429, API_ERRORS.tooManyTrackingStreams);
      const pending: OrderView[] = [];
      let deliver: (order: OrderView) => void = (order) => void pending.push(order);
      const unsubscribe = rides.events.subscribe(facts.rideId, (order) => deliver(order));
      const stream = openEventStream(request, reply, {
        heartbeat: { everyMs: SLOT_RENEW_MS, run: () => void streamSlots.renew(limits, streamId) },
        onClose: () => {
          unsubscribe();
          void streamSlots.release(limits, streamId);
        },
      });
      if (stream.closed) return;
      let lastVersion = -1;
      const send = (order: OrderView) => {
        // Turned off or renewed: this link shows nothing more.
        if (order.tracking?.token !== token) {
          stream.send('gone', JSON.stringify({ message: API_ERRORS.trackingLinkGone }));
          stream.close();
          return;
        }
        if (order.version <= lastVersion) return;
        lastVersion = order.version;
        stream.send('tracking', JSON.stringify(trackingView(facts, order)), order.version);
        if (ENDED.has(order.status)) stream.close();
      };
      deliver = send;
      for (const order of [first, ...pending]) send(order);
    },
  );
};
