// Through the package's name: this file is in the separate entry `@dakiya/shared/orders`, and
// only `@dakiya/shared` itself holds the one RTK Query api.
import { API_ROUTES, dakiyaApi, imageOrError } from '@dakiya/shared';
import { apiPath, type PlaceLanguage, type Ride } from '@dakiya/domain';

/** The invoice as a file to save: an object URL of its bytes, and the name the API gave it. */
export interface InvoiceFile {
  url: string;
  name: string;
}

/** The file name of a Content-Disposition answer, or a plain one. */
function fileName(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
}

/**
 * What both the live order (booking-app) and the order history (account-app) do with an order
 * after booking: save its tax invoice, show the photo taken at its drop, and cancel a pickup
 * booked ahead. One endpoint each, so both screens share the cache.
 */
export const orderExtrasApi = dakiyaApi.injectEndpoints({
  endpoints: (build) => ({
    /** The invoice PDF (it needs the bearer token, so a plain link cannot fetch it). */
    invoiceFile: build.mutation<InvoiceFile, { orderId: number; lang: PlaceLanguage }>({
      query: ({ orderId, lang }) => ({
        url: apiPath(API_ROUTES.orderInvoice, { id: orderId }),
        params: { lang },
        responseHandler: async (response) =>
          response.ok
            ? {
                url: URL.createObjectURL(await response.blob()),
                name: fileName(response, `dakiya-invoice-${orderId}.pdf`),
              }
            : response.json(),
      }),
    }),
    /** The photo the driver took at the drop, when that proves the delivery (a data: URL). */
    getProofPhoto: build.query<string, number>({
      query: (orderId) => ({
        url: apiPath(API_ROUTES.orderProofPhoto, { id: orderId }),
        responseHandler: imageOrError,
      }),
    }),
    /** Cancels a pickup booked ahead (free until it is picked up). */
    cancelBookingAhead: build.mutation<Ride, { id: number; reason: string }>({
      query: ({ id, reason }) => ({
        url: apiPath(API_ROUTES.rideCancel, { id }),
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: ['History'],
    }),
  }),
});

export const { useInvoiceFileMutation, useGetProofPhotoQuery, useCancelBookingAheadMutation } =
  orderExtrasApi;
