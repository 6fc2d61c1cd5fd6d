import { dakiyaApi, API_ROUTES, REMOTE_INJECTION } from '@dakiya/shared';
import type { OrderHistory } from '@dakiya/domain';

/** The customer's own orders from the server, newest first, a page at a time. */
export const historyApi = dakiyaApi.injectEndpoints({
  ...REMOTE_INJECTION,
  endpoints: (build) => ({
    getOrderHistory: build.query<OrderHistory, number>({
      query: (page) => ({ url: API_ROUTES.orderHistory, params: { page } }),
      providesTags: ['History'],
    }),
  }),
});

export const { useGetOrderHistoryQuery } = historyApi;
