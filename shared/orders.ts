// `@dakiya/shared/orders`: what the live order (booking-app) and the order history (account-app)
// both do with an order after booking: its tax invoice, its proof photo, cancelling a pickup
// booked ahead, how it is paid. A separate entry: the first screens need none of it; its strings
// ride in booking-app's and account-app's catalogues.
export {
  orderExtrasApi,
  useCancelBookingAheadMutation,
  useGetProofPhotoQuery,
  type InvoiceFile,
} from './src/orders/order-extras-api';
export { useSaveInvoice } from './src/orders/use-save-invoice';
export { paymentText } from './src/orders/payment-text';
