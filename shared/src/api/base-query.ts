import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { API_ROUTES } from '@dakiya/domain';
import { getRuntimeConfig } from '../config/runtime-config';
import { sessionExpired, tokensRefreshed } from '../session/session-actions';

/** SPEC.md section 6: requests to login, signup or register paths carry no authorization header. */
export function isPublicPath(url: string): boolean {
  return /login|signup|register/i.test(url);
}

/** Paths whose 401 means the tokens themselves were refused: no refresh is tried for them. */
const TOKEN_PATHS: readonly string[] = [API_ROUTES.refreshToken, API_ROUTES.logout];

const queriesByBaseUrl = new Map<string, ReturnType<typeof fetchBaseQuery>>();

function fetchQueryFor(baseUrl: string) {
  let query = queriesByBaseUrl.get(baseUrl);
  if (!query) {
    query = fetchBaseQuery({ baseUrl });
    queriesByBaseUrl.set(baseUrl, query);
  }
  return query;
}

/** The part of the store the base query reads (the session slice's tokens). */
interface WithSession {
  session?: { access: string | null; refresh: string | null };
}

const sessionOf = (api: BaseQueryApi) => (api.getState() as WithSession).session;

type Extra = Parameters<BaseQueryFn>[2];
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
  let result = await query(sent, api, extraOptions);
  for (let retry = 0; retry < BUSY_RETRIES && !api.signal.aborted; retry++) {
    const waitMs = busyWaitMs(result);
    if (waitMs === null) break;
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    result = await query(sent, api, extraOptions);
  }
  return result;
}

/** One request with the session's current access token (none on the public auth paths). */
function send(request: FetchArgs, api: BaseQueryApi, extraOptions: Extra) {
  const token = isPublicPath(request.url) ? null : (sessionOf(api)?.access ?? null);
  const sent: FetchArgs = { ...request };
  if (token) {
    const headers = new Headers(request.headers as HeadersInit | undefined);
    headers.set('Authorization', `Bearer ${token}`);
    sent.headers = headers;
  }
  return { token, result: sendWhileBusy(sent, api, extraOptions) };
}

/**
 * The mutex of RTK Query's re-authentication recipe: while one refresh is under way every other
 * request waits for it, so a burst of 401s costs one refresh (refresh tokens rotate: a second
 * refresh with the same token would be a replay and end the session).
 */
let refreshing: Promise<boolean> | null = null;

function refreshOnce(api: BaseQueryApi, extraOptions: Extra): Promise<boolean> {
  refreshing ??= (async () => {
    const refresh = sessionOf(api)?.refresh;
    if (!refresh) {
      api.dispatch(sessionExpired());
      return false;
    }
    const { result } = send(
      { url: API_ROUTES.refreshToken, method: 'POST', body: { refresh } },
      api,
      extraOptions,
    );
    const answer = await result;
    if (answer.data) {
      api.dispatch(tokensRefreshed(answer.data as { access: string; refresh: string }));
      return true;
    }
    // Refused (expired, revoked or replayed): sign in again. A network failure is not the
    // server refusing the session, so it leaves the customer signed in.
    if (answer.error?.status === 401) api.dispatch(sessionExpired());
    return false;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * fetchBaseQuery against the API base URL of the run-time config, with the session's bearer
 * token. A 401 triggers one refresh and one retry (RTK Query's documented re-auth base query);
 * when the refresh is refused the session ends.
 */
export const dakiyaBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError
> = async (args, api, extraOptions) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
  if (refreshing) await refreshing;
  const first = send(request, api, extraOptions);
  const result = await first.result;
  if (result.error?.status !== 401 || first.token === null || TOKEN_PATHS.includes(request.url))
    return result;
  // Another request may have refreshed while this one was out: then only retry.
  const renewed = sessionOf(api)?.access !== first.token || (await refreshOnce(api, extraOptions));
  return renewed ? send(request, api, extraOptions).result : result;
};
