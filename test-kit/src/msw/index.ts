// @dakiya/test-kit/msw: the API as component tests fake it, with MSW, and answers built from the
// domain schemas. Named re-exports: see ../index.ts.
export {
  TEST_API,
  answer,
  bookingScreenHandlers,
  http,
  HttpResponse,
  recordRequests,
} from './handlers';
export { aCurrentUser, aDriverOffer, aLogin, aPlace, aQuotation, aRide, anOrder } from './fixtures';
