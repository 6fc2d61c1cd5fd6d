import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { dakiyaApi } from './api-slice';
import { createAppStore } from '../store/create-store';
import { setRuntimeConfig } from '../config/runtime-config';
import { HttpResponse, TEST_API, http, recordRequests, setupApiServer } from '../test/api-server';

// The API as MSW answers it: `answerEverything(body)` for any request, each request recorded.
const server = setupApiServer();
const answerEverything = (body: Record<string, unknown>) =>
  server.use(http.all(`${TEST_API}/*`, () => HttpResponse.json(body)));
let recorder: ReturnType<typeof recordRequests>;
beforeEach(() => {
  recorder = recordRequests(server);
});
afterEach(() => {
  recorder.stop();
});

describe('one RTK Query cache for every remote', () => {
  beforeEach(() => {
    setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
    answerEverything({ data: { id: 7, name: 'Kolkata' } });
  });

  it('serves an endpoint injected by one remote from the cache to another, with one request', async () => {
    // Remote A injects an endpoint into the one shared api (the federation singleton); remote B,
    // built separately, reaches the same endpoint through that api object.
    const remoteA = dakiyaApi.injectEndpoints({
      endpoints: (build) => ({
        getCity: build.query<unknown, number>({ query: (id) => `/cities/${id}/` }),
      }),
    });
    const remoteB = dakiyaApi as unknown as typeof remoteA;
    const store = createAppStore();

    const first = await store.dispatch(remoteA.endpoints.getCity.initiate(7));
    const second = await store.dispatch(remoteB.endpoints.getCity.initiate(7));

    expect(second.data).toEqual(first.data);
    expect(recorder.requests).toHaveLength(1);
    expect(recorder.requests[0]!.url).toBe('http://api.test/cities/7/');
  });
});

describe('authorization header (docs/product.md, API calls)', () => {
  beforeEach(() => {
    // With a trailing slash: the base query joins it to each path without doubling it.
    setRuntimeConfig({ apiBaseUrl: 'http://api.test/' });
    answerEverything({});
  });

  const api = dakiyaApi.injectEndpoints({
    endpoints: (build) => ({
      call: build.mutation<unknown, string>({
        query: (url) => ({ url, method: 'POST', body: {} }),
      }),
    }),
  });

  it.each(['/login', '/verifyloginotp/', '/resendotplogin', '/register', '/signup'])(
    'sends no bearer header to %s',
    async (url) => {
      localStorage.setItem('access', 'token-123');
      await createAppStore().dispatch(api.endpoints.call.initiate(url));
      expect(recorder.requests[0]!.headers.get('authorization')).toBeNull();
    },
  );

  it('sends the stored access token everywhere else', async () => {
    localStorage.setItem('access', 'token-123');
    await createAppStore().dispatch(api.endpoints.call.initiate('/quotations/prices/'));
    expect(recorder.requests[0]!.headers.get('authorization')).toBe('Bearer token-123');
    expect(recorder.requests[0]!.url).toBe('http://api.test/quotations/prices/');
  });

  it('sends no header when no token is stored', async () => {
    await createAppStore().dispatch(api.endpoints.call.initiate('/quotations/prices/'));
    expect(recorder.requests[0]!.headers.get('authorization')).toBeNull();
  });
});
