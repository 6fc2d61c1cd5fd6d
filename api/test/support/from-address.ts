import http from 'node:http';

/**
 * A JSON POST sent from a chosen loopback source address (127.0.0.x): how a test stands in for
 * an attacker with many client addresses.
 */
export function postFrom(
  localAddress: string,
  url: string,
  json: unknown,
): Promise<{ status: number; body: { message?: string }; text: string; retryAfter?: string }> {
  const payload = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let body = {};
          try {
            body = text ? JSON.parse(text) : {};
          } catch {
            // not JSON (HAProxy's own error pages): `text` has it
          }
          const retryAfter = response.headers['retry-after'];
          resolve({ status: response.statusCode ?? 0, body, text, retryAfter });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** 127.0.0.2, 127.0.0.3, …: `count` distinct loopback client addresses. */
export const loopbackAddresses = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => `127.0.${Math.floor((i + 2) / 250)}.${((i + 2) % 250) + 1}`,
  );
