import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { RouteOptions } from 'fastify';
import { API_ROUTES } from '@dakiya/domain';
import { DB_KIND, startTestApi, type TestApi } from './support/test-api.js';

/**
 * The routes anyone may call. Every other route must sit in a token scope (routes/scopes.ts); a
 * new public route is added here on purpose, never by forgetting a scope.
 */
const PUBLIC_ROUTES = new Set([
  `GET ${API_ROUTES.health}`,
  `GET ${API_ROUTES.healthLive}`,
  `POST ${API_ROUTES.login}`,
  `POST ${API_ROUTES.verifyLoginOtp}`,
  `POST ${API_ROUTES.resendLoginOtp}`,
  `POST ${API_ROUTES.register}`,
  `POST ${API_ROUTES.forgotPassword}`,
  `POST ${API_ROUTES.changePassword}`,
  `POST ${API_ROUTES.refreshToken}`,
  `POST ${API_ROUTES.logout}`,
  `POST ${API_ROUTES.drivers}`,
  `POST ${API_ROUTES.driverSignupOtp}`,
  `POST ${API_ROUTES.driverLoginOtp}`,
  `POST ${API_ROUTES.driverLogin}`,
  `POST ${API_ROUTES.driverRefreshToken}`,
  `POST ${API_ROUTES.driverLogout}`,
  `GET ${API_ROUTES.placeSearch}`,
  `GET ${API_ROUTES.reverseGeocode}`,
  `GET ${API_ROUTES.nearbyPlaces}`,
  // The remotes' registry: read by the shell, reported to by browsers; changed only with the
  // deploy token (its own check, not a customer's or driver's session).
  `GET ${API_ROUTES.registry}`,
  `PUT ${API_ROUTES.registry}`,
  `GET ${API_ROUTES.registryChanges}`,
  `POST ${API_ROUTES.registryReports}`,
  // The recipient's tracking page: the link's token is its key.
  `GET ${API_ROUTES.tracking}`,
  `GET ${API_ROUTES.trackingEvents}`,
  // Event streams: opened with a ticket in the URL (EventSource sends no headers).
  `GET ${API_ROUTES.orderEvents}`,
  `GET ${API_ROUTES.rideOfferEvents}`,
  `GET ${API_ROUTES.driverFeedEvents}`,
  // Development only (absent in production).
  `GET ${API_ROUTES.outbox}`,
  `PUT ${API_ROUTES.devRideSettings}`,
]);

/** Routes of the plugins the API is built on: /docs and the CORS preflight. */
const isFrameworkRoute = ({ method, url }: { method: string; url: string }) =>
  url === '/docs' || url.startsWith('/docs/') || (method === 'OPTIONS' && url === '*');

/** A route's path with each parameter filled in. */
const concrete = (url: string) => url.replace(/:\w+/g, '1');

describe(`every route is public by name or authenticated (${DB_KIND})`, () => {
  let api: TestApi;
  const declared: Array<{ method: string; url: string }> = [];
  const record = (route: RouteOptions) => {
    for (const method of [route.method].flat()) declared.push({ method, url: route.url });
  };
  const authenticated = () =>
    declared.filter(
      (route) =>
        route.method !== 'HEAD' &&
        !isFrameworkRoute(route) &&
        !PUBLIC_ROUTES.has(`${route.method} ${route.url}`),
    );
  const call = (route: { method: string; url: string }, token?: string) =>
    fetch(`${api.url}${concrete(route.url)}`, {
      method: route.method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  before(async () => {
    api = await startTestApi({ docs: true }, { onRoute: record });
  });
  after(async () => api.close());

  it('declares every listed public route, so the list cannot name a route that is gone', () => {
    const names = new Set(declared.map(({ method, url }) => `${method} ${url}`));
    for (const name of PUBLIC_ROUTES) assert.ok(names.has(name), `${name} is not declared`);
    assert.ok(authenticated().length >= 30, 'the walk found the authenticated routes');
  });

  it('answers 401 on every other route without a token, before reading the request', async () => {
    for (const route of authenticated()) {
      const response = await call(route);
      assert.equal(response.status, 401, `${route.method} ${route.url} without a token`);
      const head = route.method === 'GET' ? await call({ ...route, method: 'HEAD' }) : null;
      if (head) assert.equal(head.status, 401, `HEAD ${route.url} without a token`);
    }
  });

  it('lets exactly one role through on each authenticated route', async () => {
    const customer = (await api.services.sessions.start(1, 'consumer')).access;
    const driver = (await api.services.sessions.start(1, 'driver')).access;
    for (const route of authenticated()) {
      const refused = [];
      for (const token of [customer, driver]) {
        const { status } = await call(route, token);
        assert.ok(status !== 401 && status < 500, `${route.method} ${route.url}: ${status}`);
        if (status === 403) refused.push(token);
      }
      assert.equal(refused.length, 1, `${route.method} ${route.url} refuses one role`);
    }
  });

  it('shows bearer security in /docs on exactly the authenticated routes', async () => {
    const doc = (await (await fetch(`${api.url}/docs/json`)).json()) as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    const needsToken = new Set(authenticated().map(({ method, url }) => `${method} ${url}`));
    let documented = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      // OpenAPI writes `{name}` where Fastify declares `:name`.
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${url}`;
        documented += 1;
        if (needsToken.has(name))
          assert.deepEqual(operation.security, [{ bearer: [] }], `${name} shows bearer`);
        else assert.equal(operation.security, undefined, `${name} is public`);
      }
    }
    assert.ok(documented >= needsToken.size, 'every authenticated route is in /docs');
  });
});
