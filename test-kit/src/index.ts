// @dakiya/test-kit: what the API tests, e2e and bench make through the API. Browser helpers are
// in '@dakiya/test-kit/browser' and starting the local system in '@dakiya/test-kit/servers', so
// that a test of the API alone never loads Playwright.
// (Named re-exports, not `export *`: the ES-module benchmarks import this CommonJS-compiled
// TypeScript through tsx, and only named exports can be seen from there.)
export { apiClient, expectStatus, type ApiClient, type Reply } from './api-client';
export { LOGIN_FIRST_LOAD_BUDGET_BYTES } from './budgets';
export { newCustomer, signUpCustomer, type NewCustomer, type SignedInCustomer } from './customers';
export { newDriver, registerOnlineDriver, type NewDriver, type OnlineDriver } from './drivers';
export { MG_ROAD, bookedOrder, type BookedOrder } from './orders';
export { lastMessageTo, otpIn, outboxMark } from './outbox';
export { tripStepThere, type TripStep } from './trips';
export { TINY_JPEG, asForm } from './uploads';
