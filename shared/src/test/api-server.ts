import { setupServer } from 'msw/node';
import { TEST_API } from '@dakiya/test-kit/msw';
import { setRuntimeConfig } from '../config/runtime-config';

export { TEST_API, answer, http, HttpResponse, recordRequests } from '@dakiya/test-kit/msw';

/** The API as component tests see it: MSW on TEST_API; each test adds the answers it needs. */
export function setupApiServer(...defaults: Parameters<typeof setupServer>) {
  setRuntimeConfig({ apiBaseUrl: TEST_API });
  return setupServer(...defaults);
}
