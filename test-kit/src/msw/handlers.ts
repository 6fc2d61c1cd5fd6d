import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { SetupServer } from 'msw/node';
import { aCurrentUser } from './fixtures';

/** Where component tests point the app's API: MSW answers there, nothing leaves the process. */
export const TEST_API = 'http://api.test';
export { http, HttpResponse };

/** A handler answering `method path` with `status` and `body`, recording each request body. */
export function answer(
  method: 'get' | 'post' | 'patch',
  path: string,
  status: number,
  body: JsonBodyType,
) {
  const calls: unknown[] = [];
  const handler = http[method](`${TEST_API}${path}`, async ({ request }) => {
    const type = request.headers.get('content-type') ?? '';
    calls.push(
      type.includes('json')
        ? await request.json()
        : type.includes('form')
          ? Object.fromEntries(await request.formData())
          : null,
    );
    return HttpResponse.json(body, { status });
  });
  return { handler, calls };
}

/**
 * What /send-courier asks of the signed-in customer it greets: who they are, and their saved
 * addresses (none).
 */
export const bookingScreenHandlers = () => [
  http.get(`${TEST_API}/me/`, () => HttpResponse.json({ data: aCurrentUser() })),
  http.get(`${TEST_API}/me/addresses/`, () => HttpResponse.json({ results: [] })),
];

/**
 * Records every request that reaches `server` from now on, in order and as it was sent (URL,
 * headers); `stop()` ends the recording.
 */
export function recordRequests(server: SetupServer) {
  const requests: Request[] = [];
  const record = ({ request }: { request: Request }) => {
    requests.push(request);
  };
  server.events.on('request:start', record);
  return { requests, stop: () => server.events.removeListener('request:start', record) };
}
