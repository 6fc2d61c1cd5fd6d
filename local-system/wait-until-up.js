// Waits until local servers answer: the one "poll until it is up" that `npm start`, the
// benchmarks and test-kit use (wait-on does the polling). Plain CommonJS for the same reason as
// index.js: `npm start`'s script runs on plain Node, without a TypeScript loader.
const waitOn = require('wait-on');

/**
 * Resolves once a GET of every URL answers 2xx; rejects after `timeoutMs` with the URLs.
 * @param {string[]} urls
 * @param {{ timeoutMs?: number }} [options]
 */
async function waitUntilUp(urls, { timeoutMs = 60_000 } = {}) {
  try {
    await waitOn({
      // wait-on sends HEAD for http://; GET (its http-get://) is what browsers and clients send.
      resources: urls.map((url) => url.replace(/^http(s?):/, 'http$1-get:')),
      interval: 100,
      // Up once it answers: no extra wait for the answer to stay the same.
      window: 0,
      timeout: timeoutMs,
    });
  } catch (error) {
    throw new Error(`not up within ${timeoutMs / 1000} s: ${urls.join(', ')}`, { cause: error });
  }
}

module.exports = { waitUntilUp };
