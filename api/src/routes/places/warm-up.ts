import { API_ROUTES } from '@dakiya/domain';
import type { FastifyInstance } from 'fastify';

/** What the first customers type, in both scripts: every prefix is one suggestion-box request. */
const TYPED = ['Bengaluru', 'Mumbai', 'Koramangala', 'Hosur', 'दिल्ली', 'होसुर'];
const ROUNDS = 2;
/**
 * A documentation address (RFC 5737): the warm-up's requests count against no customer's
 * per-address limit.
 */
const WARM_UP_ADDRESS = '192.0.2.1';

/**
 * Sends place searches through the whole route (validation, search, serialization) before the
 * process listens, so V8 has optimised that code before the first burst of customers typing;
 * cold, a burst's slowest answers take about twice as long. Request logs are held back meanwhile.
 */
export async function warmUpPlaceSearch(app: FastifyInstance): Promise<void> {
  const level = app.log.level;
  app.log.level = 'warn';
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const text of TYPED) {
        for (let length = 1; length <= text.length; length += 1) {
          await app.inject({
            method: 'GET',
            url: API_ROUTES.placeSearch,
            query: { q: text.slice(0, length), lang: /[a-z]/i.test(text) ? 'en' : 'hi' },
            remoteAddress: WARM_UP_ADDRESS,
          });
        }
      }
    }
  } finally {
    app.log.level = level;
  }
}
