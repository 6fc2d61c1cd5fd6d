import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { getRuntimeConfig } from '../config/runtime-config';

/** SPEC.md section 6: requests to login, signup or register paths carry no authorization header. */
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

/** The part of the store the base query reads (the session slice's token). */
interface WithSession {
  session?: { access: string | null };
}

/**
 * fetchBaseQuery against the API base URL of the run-time config, adding a bearer header built
 * from the session's access token everywhere except the public auth paths.
 */
export const dakiyaBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extraOptions,
) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
  const token = isPublicPath(request.url)
    ? null
    : ((api.getState() as WithSession).session?.access ?? null);
  if (token) {
    const headers = new Headers(request.headers as HeadersInit | undefined);
    headers.set('Authorization', `Bearer ${token}`);
    request.headers = headers;
  }
  return fetchQueryFor(getRuntimeConfig().apiBaseUrl)(request, api, extraOptions);
};
