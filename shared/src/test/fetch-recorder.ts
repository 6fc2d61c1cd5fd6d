/** Replaces global fetch with one that answers from `respond` and records every request. */
export function recordFetch(respond: (request: Request) => unknown) {
  const requests: Request[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    return new Response(JSON.stringify(respond(request)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { requests, restore: () => (globalThis.fetch = original) };
}
