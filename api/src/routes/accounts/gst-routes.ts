import { API_ROUTES } from '@dakiya/domain';
import { gstDetailsRequestSchema, gstDetailsResponseSchema } from '@dakiya/domain/schemas';
import { responses } from '../../http/responses.js';
import type { Services } from '../../services/build-services.js';
import type { Api } from '../area-plugin.js';

/** The customer's GST details (the profile's 'Add GST Details'), printed on their invoices. */
export function gstRoutes(customer: Api, { gstDetails }: Services) {
  customer.get(
    API_ROUTES.gstDetails,
    {
      schema: {
        summary: "The customer's GSTIN and business name (null when none given)",
        response: responses({ 200: gstDetailsResponseSchema }),
      },
    },
    async (request) => ({ data: await gstDetails.get(request.user.sub) }),
  );

  customer.put(
    API_ROUTES.gstDetails,
    {
      schema: {
        summary: 'Give or change the GSTIN (its checksum is checked) and business name',
        body: gstDetailsRequestSchema,
        response: responses({ 200: gstDetailsResponseSchema }),
      },
    },
    async (request) => ({ data: await gstDetails.set(request.user.sub, request.body) }),
  );

  customer.delete(
    API_ROUTES.gstDetails,
    {
      schema: {
        summary: 'Remove the GST details: later invoices are for an unregistered customer',
        response: responses({ 200: gstDetailsResponseSchema }),
      },
    },
    async (request) => {
      await gstDetails.clear(request.user.sub);
      return { data: null };
    },
  );
}
