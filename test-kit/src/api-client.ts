/** A reply from the API: status and body, parsed from JSON when it is JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Reply<T = any> {
  status: number;
  body: T;
}

export type ApiClient = ReturnType<typeof apiClient>;

/** A small HTTP client for tests and benchmarks: JSON or a form in, status and body out. */
export function apiClient(base: string, token?: string) {
  const headers = (extra: Record<string, string> = {}) => ({
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...extra,
  });
  const parse = async (response: Response): Promise<Reply> => {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: response.status, body };
  };
  return {
    get: async (path: string) => parse(await fetch(base + path, { headers: headers() })),
    post: async (path: string, json?: unknown) =>
      parse(
        await fetch(base + path, {
          method: 'POST',
          headers: headers(json === undefined ? {} : { 'content-type': 'application/json' }),
          body: json === undefined ? undefined : JSON.stringify(json),
        }),
      ),
    put: async (path: string, json: unknown) =>
      parse(
        await fetch(base + path, {
          method: 'PUT',
          headers: headers({ 'content-type': 'application/json' }),
          body: JSON.stringify(json),
        }),
      ),
    form: async (path: string, form: FormData) =>
      parse(await fetch(base + path, { method: 'POST', headers: headers(), body: form })),
    raw: async (path: string, init: RequestInit) =>
      parse(
        await fetch(base + path, {
          ...init,
          headers: { ...headers(), ...(init.headers as Record<string, string>) },
        }),
      ),
  };
}

/** Throws unless `reply` has the `expected` status: a factory's step that must not fail. */
export function expectStatus(reply: Reply, expected: number, what: string): void {
  if (reply.status !== expected)
    throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
}
