import { z } from 'zod';
import { API_ROUTES } from '@dakiya/domain';
import {
  createSavedAddressRequestSchema,
  renameSavedAddressRequestSchema,
  savedAddressListSchema,
  savedAddressParamsSchema,
  savedAddressResponseSchema,
} from '@dakiya/domain/schemas';
import { responses } from '../../http/responses.js';
import type { Services } from '../../services/build-services.js';
import type { Api } from '../area-plugin.js';

/**
 * The signed-in customer's saved addresses: listed, added, renamed, deleted. Registered inside
 * the customer scope, which authenticates every call; each call acts on the caller's own rows.
 */
export function addressRoutes(customer: Api, { savedAddresses }: Pick<Services, 'savedAddresses'>) {
  customer.get(
    API_ROUTES.savedAddresses,
    {
      schema: {
        summary: 'The saved addresses: Home, Work, then named ones',
        response: responses({ 200: savedAddressListSchema }),
      },
    },
    async (request) => ({ results: await savedAddresses.list(request.user.sub) }),
  );

  customer.post(
    API_ROUTES.savedAddresses,
    {
      schema: {
        summary: 'Save an address (409 past the limit, or for a second Home or Work)',
        body: createSavedAddressRequestSchema,
        response: responses({ 201: savedAddressResponseSchema }),
      },
    },
    async (request, reply) => {
      const data = await savedAddresses.add(request.user.sub, request.body);
      return reply.status(201).send({ data });
    },
  );

  customer.patch(
    API_ROUTES.savedAddress,
    {
      schema: {
        summary: 'Rename a saved address, or make it Home, Work or a named one',
        params: savedAddressParamsSchema,
        body: renameSavedAddressRequestSchema,
        response: responses({ 200: savedAddressResponseSchema }),
      },
    },
    async (request) => ({
      data: await savedAddresses.rename(request.user.sub, request.params.addressId, request.body),
    }),
  );

  customer.delete(
    API_ROUTES.savedAddress,
    {
      schema: {
        summary: 'Delete a saved address',
        params: savedAddressParamsSchema,
        response: responses({ 204: z.null() }),
      },
    },
    async (request, reply) => {
      await savedAddresses.remove(request.user.sub, request.params.addressId);
      return reply.status(204).send(null);
    },
  );
}
