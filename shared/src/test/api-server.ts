import { afterAll, afterEach, beforeAll } from '@jest/globals';
import { setupServer } from 'msw/node';
import { TEST_API } from '@dakiya/test-kit/msw';
import { setRuntimeConfig } from '../config/runtime-config';

export { TEST_API, answer, http, HttpResponse, recordRequests } from '@dakiya/test-kit/msw';

/** Fails the test that sent requests no handler answered (MSW alone only logs them). */
function failOnUnhandled(unhandled: string[]) {
  const found = unhandled.splice(0);
  if (found.length > 0)
    throw new Error(`Requests without a handler (add one to the test):\n  ${found.join('\n  ')}`);
}

/**
 * The API as component tests see it: MSW on TEST_API, served for the whole test file and back to
 * `defaults` after each test (a test's `server.use` never leaks into the next). A request nothing
 * answers fails the test it was sent in (or the file, if it came after).
 */
export function setupApiServer(...defaults: Parameters<typeof setupServer>) {
  setRuntimeConfig({ apiBaseUrl: TEST_API });
  const server = setupServer(...defaults);
  const unhandled: string[] = [];
  server.events.on('request:unhandled', ({ request }) => {
    unhandled.push(`${request.method} ${request.url}`);
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    failOnUnhandled(unhandled);
  });
  afterAll(() => {
    server.close();
    failOnUnhandled(unhandled);
  });
  return server;
}
