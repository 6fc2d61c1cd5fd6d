const { describe, expect, it } = require('@jest/globals');
const { HASHED_CODE_PATTERN, REVALIDATED_FILES } = require('./served-files');
const { HASHED_CODE_URL_PATTERNS, STATIC_ROUTES } = require('./service-worker-routes');

/**
 * A route's path pattern as a regular expression, by URLPattern's rules: `*` is any characters,
 * `:name` one or more of a segment's (never a `/`).
 */
const pathnameMatcher = ({ pathname }) =>
  new RegExp(
    `^${pathname
      .split(/(\*|:\w+)/)
      .map((part) => {
        if (part === '*') return '.*';
        if (part.startsWith(':')) return '[^/]+?';
        return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('')}$`,
  );
/** Whether the route takes `pathname` from the caches. */
const routed = (pathname) =>
  HASHED_CODE_URL_PATTERNS.some((pattern) => pathnameMatcher(pattern).test(pathname));

describe("the service worker's static routes", () => {
  it('take every content-hashed script and style the build names, at any path', () => {
    const hashed = [
      '/main.755f2188.js',
      '/__federation_expose_App.2c5501f7.js',
      '/shared-hi.54905484.js',
      '/catalogue-en.7f78d0b1.js',
      '/940.70cddc79.css',
      '/releases/2026-11-27/498.ee5e4bf6.js',
      '/dakiya.static/booking/v1.2/209.97b9a1aa.css',
    ];
    for (const pathname of hashed) {
      expect(new RegExp(HASHED_CODE_PATTERN).test(pathname)).toBe(true);
      expect(routed(pathname)).toBe(true);
    }
  });

  it('never take a file that finds a deploy, which must come from the network first', () => {
    expect(REVALIDATED_FILES.length).toBeGreaterThan(10);
    for (const name of REVALIDATED_FILES) {
      expect(routed(`/${name}`)).toBe(false);
      // Under a folder with dots in its name, as an operator's bucket or version may be.
      expect(routed(`/dakiya.static/v1.2/${name}`)).toBe(false);
    }
  });

  it('send them to the caches at any origin, with a path the browser reads as absolute', () => {
    const [route] = STATIC_ROUTES;
    expect(route.source).toBe('cache');
    expect(route.condition.or.map(({ urlPattern }) => urlPattern)).toEqual(
      HASHED_CODE_URL_PATTERNS,
    );
    for (const pattern of HASHED_CODE_URL_PATTERNS) {
      expect(pattern.hostname).toBe('*');
      expect(pattern.port).toBe('*');
      expect(pattern.pathname.startsWith('/')).toBe(true);
      // No regular expression: Chromium's router refuses one.
      expect(Object.values(pattern).join('')).not.toMatch(/[()[\]]/);
    }
  });
});
