import type { FastifyReply } from 'fastify';
import { API_ROUTES } from '@dakiya/domain';
import {
  idParamsSchema,
  invoiceQuerySchema,
  orderHistoryQuerySchema,
  orderHistorySchema,
  orderPaymentRequestSchema,
  orderSchema,
  pdfResponseSchema,
  rateOrderRequestSchema,
} from '@dakiya/domain/schemas';
import { responses } from '../../http/responses.js';
import type { AreaPlugin } from '../area-plugin.js';

/** A PDF to save (the invoice): private to the signed-in customer, never kept by a cache. */
function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** What an order's change answers: the order as it now is. */
const orderChange = (summary: string) => ({
  summary,
  params: idParamsSchema,
  response: responses({ 200: orderSchema }),
});

/**
 * The customer's orders: one accepted ride (the stream's poll fallback), the history, and what
 * follows a booking: paying, the tracking link, rating the driver, the tax invoice.
 */
export const orderRoutes: AreaPlugin = async (app, { services: { rides, invoices } }) => {
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

  app.patch(
    API_ROUTES.orderPayment,
    {
      schema: {
        ...orderChange('Pay the fare another way (cash or UPI) while it is due'),
        body: orderPaymentRequestSchema,
      },
    },
    async (request) =>
      rides.payments.choose(request.user.sub, request.params.id, request.body.method),
  );

  app.post(
    API_ROUTES.orderPaidByUpi,
    { schema: orderChange('The customer paid the fare by UPI; the driver confirms it') },
    async (request) => rides.payments.saidPaid(request.user.sub, request.params.id),
  );

  app.post(
    API_ROUTES.orderRating,
    {
      schema: {
        ...orderChange('Rate the driver of a delivered order, once: 1 to 5 stars and tags'),
        body: rateOrderRequestSchema,
      },
    },
    async (request) =>
      rides.ratings.rate(
        request.user.sub,
        request.params.id,
        request.body.stars,
        request.body.tags,
      ),
  );

  app.post(
    API_ROUTES.orderTrackingLink,
    { schema: orderChange('A new tracking link for the recipient (the old one stops working)') },
    async (request) => rides.tracking.renew(request.user.sub, request.params.id),
  );

  app.delete(
    API_ROUTES.orderTrackingLink,
    { schema: orderChange('Turn the tracking link off') },
    async (request) => rides.tracking.revoke(request.user.sub, request.params.id),
  );

  app.get(
    API_ROUTES.orderInvoice,
    {
      schema: {
        summary: 'The tax invoice of a delivered order (application/pdf), in `lang`',
        params: idParamsSchema,
        querystring: invoiceQuerySchema,
        produces: ['application/pdf'],
        response: responses({ 200: pdfResponseSchema }),
      },
    },
    async (request, reply) => {
      const { number, pdf } = await invoices.pdf(
        request.user.sub,
        request.params.id,
        request.query.lang,
      );
      return sendPdf(reply, pdf, `dakiya-invoice-${number.replace(/\//g, '-')}.pdf`);
    },
  );
};
