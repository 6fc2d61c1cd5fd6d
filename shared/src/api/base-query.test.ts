import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { API_ROUTES, SESSION_MESSAGES } from '@dakiya/domain';
import { dakiyaApi } from './api-slice';
import type { SessionBinding } from './base-query';
import { createAppStore } from '../store/create-store';
import { selectAlert } from '../alert/alert-slice';
import { HttpResponse, TEST_API, http, recordRequests, setupApiServer } from '../test/api-server';

const server = setupApiServer();
let recorder: ReturnType<typeof recordRequests>;
beforeEach(() => {
  recorder = recordRequests(server);
  localStorage.setItem('access', 'old-access');
  localStorage.setItem('refresh', 'old-refresh');
});
afterEach(() => {
  recorder.stop();
  localStorage.clear();
});

const api = dakiyaApi.injectEndpoints({
  endpoints: (build) => ({
    thing: build.query<{ ok: boolean }, number>({ query: (n) => `/things/${n}/` }),
  }),
});

/** /things/ answers only the new access token; the refresh endpoint answers `refreshReply`. */
function serve(refreshReply: () => Response) {
  server.use(
    http.get(`${TEST_API}/things/:n/`, ({ request }) =>
      request.headers.get('authorization') === 'Bearer new-access'
        ? HttpResponse.json({ ok: true })
        : HttpResponse.json({ message: 'Please log in again' }, { status: 401 }),
    ),
    http.post(`${TEST_API}${API_ROUTES.refreshToken}`, refreshReply),
  );
}

const refreshes = () =>
  recorder.requests.filter((request) => request.url.endsWith(API_ROUTES.refreshToken));

describe('re-authentication (RTK Query re-auth base query with a mutex)', () => {
  it('answers a burst of 401s with one refresh, then retries each call once with the new token', async () => {
    serve(() => HttpResponse.json({ access: 'new-access', refresh: 'new-refresh' }));
    const store = createAppStore();
    const results = await Promise.all(
      [1, 2, 3].map((n) => store.dispatch(api.endpoints.thing.initiate(n))),
    );
    expect(results.map((result) => result.data)).toEqual([
      { ok: true },
      { ok: true },
      { ok: true },
    ]);
    expect(refreshes()).toHaveLength(1);
    expect(await refreshes()[0]!.clone().json()).toEqual({ refresh: 'old-refresh' });
    expect(store.getState().session).toMatchObject({
      access: 'new-access',
      refresh: 'new-refresh',
    });
    expect(localStorage.getItem('refresh')).toBe('new-refresh');
    // 3 first tries with the old token, 1 refresh, 3 retries.
    expect(recorder.requests).toHaveLength(7);
  });

  it('ends the session with a toast when the refresh is refused', async () => {
    serve(() => HttpResponse.json({ message: 'Please log in again' }, { status: 401 }));
    const store = createAppStore();
    const result = await store.dispatch(api.endpoints.thing.initiate(1));
    expect(result.data).toBeUndefined();
    expect(refreshes()).toHaveLength(1);
    expect(store.getState().session.access).toBeNull();
    expect(localStorage.getItem('access')).toBeNull();
    expect(selectAlert(store.getState())?.message).toBe(SESSION_MESSAGES.sessionEnded);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    serve(() => HttpResponse.error());
    const store = createAppStore();
    await store.dispatch(api.endpoints.thing.initiate(1));
    expect(store.getState().session.access).toBe('old-access');
    expect(selectAlert(store.getState())).toBeNull();
  });
});

describe('an endpoint of another session (extraOptions.session)', () => {
  // A second session as a remote binds one (the driver app's): its own tokens, refresh path and
  // actions. Here the tokens live outside the store and the binding's action creators record what
  // the base query asked of them.
  let otherTokens = { access: 'other-old', refresh: 'other-refresh' };
  let expiredCount = 0;
  const otherSession: SessionBinding = {
    tokens: () => otherTokens,
    refreshUrl: '/other/token/refresh/',
    logoutUrl: '/other/token/logout/',
    refreshed: (tokens) => {
      otherTokens = tokens;
      return { type: 'other/refreshed' };
    },
    expired: () => {
      expiredCount++;
      return { type: 'other/expired' };
    },
  };
  const otherApi = dakiyaApi.injectEndpoints({
    endpoints: (build) => ({
      otherThing: build.query<{ ok: boolean }, number>({
        query: (n) => `/other-things/${n}/`,
        extraOptions: { session: otherSession },
      }),
    }),
  });
  const seen: (string | null)[] = [];
  beforeEach(() => {
    otherTokens = { access: 'other-old', refresh: 'other-refresh' };
    expiredCount = 0;
    seen.length = 0;
    server.use(
      http.get(`${TEST_API}/other-things/:n/`, ({ request }) => {
        const authorization = request.headers.get('authorization');
        seen.push(authorization);
        return authorization === 'Bearer other-new'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ message: 'Please log in again' }, { status: 401 });
      }),
    );
  });

  it("sends that session's token and refreshes it on its own path, leaving the customer's alone", async () => {
    server.use(
      http.post(`${TEST_API}/other/token/refresh/`, () =>
        HttpResponse.json({ access: 'other-new', refresh: 'other-rotated' }),
      ),
    );
    const store = createAppStore();
    const result = await store.dispatch(otherApi.endpoints.otherThing.initiate(1));
    expect(result.data).toEqual({ ok: true });
    expect(seen).toEqual(['Bearer other-old', 'Bearer other-new']);
    const otherRefreshes = recorder.requests.filter((request) =>
      request.url.endsWith('/other/token/refresh/'),
    );
    expect(await otherRefreshes[0]!.clone().json()).toEqual({ refresh: 'other-refresh' });
    expect(otherTokens).toEqual({ access: 'other-new', refresh: 'other-rotated' });
    expect(recorder.requests.map((request) => request.url)).not.toContain(
      `${TEST_API}${API_ROUTES.refreshToken}`,
    );
    expect(store.getState().session).toMatchObject({
      access: 'old-access',
      refresh: 'old-refresh',
    });
  });

  it('ends only that session when its refresh is refused', async () => {
    server.use(
      http.post(`${TEST_API}/other/token/refresh/`, () =>
        HttpResponse.json({ message: 'Please log in again' }, { status: 401 }),
      ),
    );
    const store = createAppStore();
    const result = await store.dispatch(otherApi.endpoints.otherThing.initiate(1));
    expect(result.data).toBeUndefined();
    expect(expiredCount).toBe(1);
    expect(store.getState().session.access).toBe('old-access');
    expect(selectAlert(store.getState())).toBeNull();
  });
});

describe('busy answers (503 with Retry-After)', () => {
  it('sends the request again after the wait the API asked for, until it is served', async () => {
    let calls = 0;
    server.use(
      http.get(`${TEST_API}/things/:n/`, () => {
        calls++;
        return calls < 3
          ? HttpResponse.json(
              { message: 'Dakiya is busy right now.' },
              { status: 503, headers: { 'retry-after': '0' } },
            )
          : HttpResponse.json({ ok: true });
      }),
    );
    const store = createAppStore();
    const result = await store.dispatch(api.endpoints.thing.initiate(1));
    expect(result.data).toEqual({ ok: true });
    expect(calls).toBe(3);
  });

  it('gives up on a 503 without Retry-After or with a long one, and says so', async () => {
    let calls = 0;
    server.use(
      http.get(`${TEST_API}/things/:n/`, ({ params }) => {
        calls++;
        const headers: Record<string, string> = params.n === '2' ? { 'retry-after': '3600' } : {};
        return HttpResponse.json({ message: 'Busy' }, { status: 503, headers });
      }),
    );
    const store = createAppStore();
    const results = await Promise.all(
      [1, 2].map((n) => store.dispatch(api.endpoints.thing.initiate(n))),
    );
    expect(results.map((result) => (result.error as { status?: number }).status)).toEqual([
      503, 503,
    ]);
    expect(calls).toBe(2);
  });
});
