import { API_ROUTES } from '@dakiya/domain';
import {
  quotationParamsSchema,
  quotationRequestSchema,
  quotationResponseSchema,
} from '@dakiya/domain/schemas';
import { responses } from '../../http/responses.js';
import type { AreaPlugin } from '../area-plugin.js';

/** Fares priced before a request (docs/product.md, Fares). */
export const quotationRoutes: AreaPlugin = async (app, { services: { quotations } }) => {
  app.post(
    API_ROUTES.quotations,
    {
      schema: {
        tags: ['quotations'],
        summary: 'Price a document, parcel or logistics load (docs/product.md, Fares)',
        body: quotationRequestSchema,
        response: responses({ 201: quotationResponseSchema }),
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await quotations.create(request.user.sub, request.body) }),
  );

  app.get(
    API_ROUTES.quotation,
    {
      schema: {
        tags: ['quotations'],
        params: quotationParamsSchema,
        response: responses({ 200: quotationResponseSchema }),
      },
    },
    async (request) => ({ data: await quotations.get(request.user.sub, request.params.quotId) }),
  );
};
