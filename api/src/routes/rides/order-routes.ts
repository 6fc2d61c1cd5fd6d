import { API_ROUTES } from '@dakiya/domain';
import {
  idParamsSchema,
  orderHistoryQuerySchema,
  orderHistorySchema,
  orderSchema,
} from '@dakiya/domain/schemas';
import { responses } from '../../http/responses.js';
import type { AreaPlugin } from '../area-plugin.js';

/** The customer's orders: one accepted ride (the stream's poll fallback), and the history. */
export const orderRoutes: AreaPlugin = async (app, { services: { rides } }) => {
  app.get(
    API_ROUTES.order,
    {
      schema: {
        summary: 'The order of an accepted ride',
        params: idParamsSchema,
        response: responses({ 200: orderSchema }),
      },
    },
    async (request) => rides.orders.order(request.user.sub, request.params.id),
  );

  app.get(
    API_ROUTES.orderHistory,
    {
      schema: {
        summary: "The customer's orders, newest first, a page at a time",
        querystring: orderHistoryQuerySchema,
        response: responses({ 200: orderHistorySchema }),
      },
    },
    async (request) => rides.orders.history(request.user.sub, request.query.page),
  );
};
