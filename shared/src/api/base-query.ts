import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { API_ROUTES } from '@dakiya/domain';
import { getRuntimeConfig } from '../config/runtime-config';
import { sessionExpired, tokensRefreshed } from '../session/session-actions';

/** Requests to login, signup or register paths carry no authorization header (docs/product.md). */
export function isPublicPath(url: string): boolean {
  return /login|signup|register/i.test(url);
}

const queriesByBaseUrl = new Map<string, ReturnType<typeof fetchBaseQuery>>();

function fetchQueryFor(baseUrl: string) {
  let query = queriesByBaseUrl.get(baseUrl);
  if (!query) {
    query = fetchBaseQuery({ baseUrl });
    queriesByBaseUrl.set(baseUrl, query);
  }
  return query;
}

type Tokens = { access: string; refresh: string };
type StoredTokens = { access: string | null; refresh: string | null };

/**
 * One session's tokens and how to renew and end it. The customer's is the default; an endpoint
 * of another session (the driver app's) names its own in `extraOptions: { session }`, so one
 * api serves both while a phone is signed in as a customer and as a driver.
 */
export interface SessionBinding {
  tokens: (state: unknown) => StoredTokens | undefined;
  refreshUrl: string;
  logoutUrl: string;
  refreshed: (tokens: Tokens) => UnknownAction;
  expired: () => UnknownAction;
}

const customerSession: SessionBinding = {
  tokens: (state) => (state as { session?: StoredTokens }).session,
  refreshUrl: API_ROUTES.refreshToken,
  logoutUrl: API_ROUTES.logout,
  refreshed: tokensRefreshed,
  expired: sessionExpired,
};

type Extra = { session?: SessionBinding } | undefined;

const bindingOf = (extraOptions: Extra) => extraOptions?.session ?? customerSession;
const sessionOf = (api: BaseQueryApi, extraOptions: Extra) =>
  bindingOf(extraOptions).tokens(api.getState());

type FetchResult = Awaited<ReturnType<ReturnType<typeof fetchBaseQuery>>>;

/** How often a request the API refused as busy (503 with Retry-After) is sent again. */
const BUSY_RETRIES = 3;
/** A longer Retry-After than this is not waited for: the customer sees the message instead. */
const MAX_BUSY_WAIT_S = 10;

/** How long to wait before sending again a request refused as busy, or null. */
function busyWaitMs(result: FetchResult): number | null {
  if (result.error?.status !== 503) return null;
  const header = result.meta?.response?.headers.get('retry-after');
  const seconds = Number(header);
  if (!header || !Number.isFinite(seconds) || seconds < 0 || seconds > MAX_BUSY_WAIT_S) return null;
  // Spread over up to half as long again, so a crowd refused together does not return together.
  return seconds * 1000 * (1 + Math.random() / 2);
}

/** A request sent again, after the wait the API asked for, while it is refused as busy. */
async function sendWhileBusy(sent: FetchArgs, api: BaseQueryApi, extraOptions: Extra) {
  const query = fetchQueryFor(getRuntimeConfig().apiBaseUrl);
  let result = await query(sent, api, extraOptions ?? {});
  for (let retry = 0; retry < BUSY_RETRIES && !api.signal.aborted; retry++) {
    const waitMs = busyWaitMs(result);
    if (waitMs === null) break;
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    result = await query(sent, api, extraOptions ?? {});
  }
  return result;
}

/** One request with the session's current access token (none on the public auth paths). */
function send(request: FetchArgs, api: BaseQueryApi, extraOptions: Extra) {
  const token = isPublicPath(request.url) ? null : (sessionOf(api, extraOptions)?.access ?? null);
  const sent: FetchArgs = { ...request };
  if (token) {
    const headers = new Headers(request.headers as HeadersInit | undefined);
    headers.set('Authorization', `Bearer ${token}`);
    sent.headers = headers;
  }
  return { token, result: sendWhileBusy(sent, api, extraOptions) };
}

/**
 * The mutex of RTK Query's re-authentication recipe, one per session: while one refresh is under
 * way every other request of that session waits for it, so a burst of 401s costs one refresh
 * (refresh tokens rotate: a second refresh with the same token would be a replay and end the
 * session).
 */
const refreshing = new Map<SessionBinding, Promise<boolean>>();

function refreshOnce(api: BaseQueryApi, extraOptions: Extra): Promise<boolean> {
  const binding = bindingOf(extraOptions);
  let pending = refreshing.get(binding);
  if (pending) return pending;
  pending = (async () => {
    const refresh = binding.tokens(api.getState())?.refresh;
    if (!refresh) {
      api.dispatch(binding.expired());
      return false;
    }
    const { result } = send(
      { url: binding.refreshUrl, method: 'POST', body: { refresh } },
      api,
      extraOptions,
    );
    const answer = await result;
    if (answer.data) {
      api.dispatch(binding.refreshed(answer.data as Tokens));
      return true;
    }
    // Refused (expired, revoked or replayed): sign in again. A network failure is not the
    // server refusing the session, so it leaves the session as it is.
    if (answer.error?.status === 401) api.dispatch(binding.expired());
    return false;
  })().finally(() => refreshing.delete(binding));
  refreshing.set(binding, pending);
  return pending;
}

/**
 * fetchBaseQuery against the API base URL of the run-time config, with the session's bearer
 * token. A 401 triggers one refresh and one retry (RTK Query's documented re-auth base query);
 * when the refresh is refused the session ends.
 */
export const dakiyaBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  Extra
> = async (args, api, extraOptions) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
  const binding = bindingOf(extraOptions);
  const pending = refreshing.get(binding);
  if (pending) await pending;
  const first = send(request, api, extraOptions);
  const result = await first.result;
  // A 401 on the refresh or logout path means the tokens themselves were refused: no refresh.
  if (
    result.error?.status !== 401 ||
    first.token === null ||
    request.url === binding.refreshUrl ||
    request.url === binding.logoutUrl
  )
    return result;
  // Another request may have refreshed while this one was out: then only retry.
  const renewed =
    sessionOf(api, extraOptions)?.access !== first.token || (await refreshOnce(api, extraOptions));
  return renewed ? send(request, api, extraOptions).result : result;
};
