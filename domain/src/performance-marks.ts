/**
 * The performance mark a screen sets once it accepts input (its form is on the page with its
 * handlers): `npm run bench` reads it to time each screen from navigation start, since the
 * largest paint Lighthouse reports is the splash logo, not the screen.
 */
export const SCREEN_READY_MARK = 'dakiya:screen-ready';
