import type { FastifyRequest } from 'fastify';
import { API_ERRORS } from '@dakiya/domain';
import { ClientError } from '../../client-errors.js';
import type { Services } from '../../services/build-services.js';
import { orderStreamScope, type StreamTickets } from '../../services/stream-tickets.js';

/** A stream of one ride that its customer opened, holding a slot under each of their caps. */
export interface RideStreamSlot {
  userId: number;
  sid: string;
  /** Renews the slots (each heartbeat). */
  renew(): void;
  /** Gives the slots back (once, when the stream ends or was never opened). */
  release(): Promise<void>;
}

/**
 * Opens one of ride `rideId`'s event streams (the drivers' offers, the order) for the customer
 * its ticket names: 401 for a ticket that is not for this ride or a session that has ended, 429
 * when the customer or the ride already has as many streams as they may.
 */
export async function takeRideStreamSlot(
  { config, sessions, streamSlots }: Pick<Services, 'config' | 'sessions' | 'streamSlots'>,
  tickets: StreamTickets,
  request: FastifyRequest,
  rideId: number,
  token: string,
): Promise<RideStreamSlot> {
  const ticket = tickets.verify(token, orderStreamScope(rideId));
  if (ticket === null || !(await sessions.isActive(ticket.sid)))
    throw new ClientError(401, API_ERRORS.streamTokenInvalid);
  const { userId, sid } = ticket;
  const limits = [
    { key: `customer:${userId}`, cap: config.streamsPerCustomer },
    { key: `ride:${rideId}`, cap: config.streamsPerRide },
  ];
  const streamId = `${request.id}:${process.pid}:${Math.random().toString(36).slice(2)}`;
  const slot = await streamSlots.acquire(limits, streamId);
  if (slot !== 'ok') throw new ClientError(429, API_ERRORS.tooManyStreams);
  let released = false;
  return {
    userId,
    sid,
    renew: () => void streamSlots.renew(limits, streamId),
    release: async () => {
      if (released) return;
      released = true;
      await streamSlots.release(limits, streamId);
    },
  };
}
