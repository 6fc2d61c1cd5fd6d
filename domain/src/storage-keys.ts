/**
 * Browser storage keys (docs/product.md, "Storage keys"). Plain names, no browser code: the app
 * writes them
 * and the browser tests seed a session under them.
 */
export const LOCAL_KEYS = {
  access: 'access',
  refresh: 'refresh',
  name: 'name',
  /** The chosen language ('en' or 'hi'), kept when the session's data is cleared. */
  lang: 'lang',
  /**
   * This browser's place (0–99) among all browsers, for canary releases of the remotes
   * (docs/deploying-remotes.md): the device's, like the language, and kept with it.
   */
  canaryBucket: 'canaryBucket',
} as const;

/** What stays on the device when the customer's session ends. */
export const DEVICE_LOCAL_KEYS: readonly string[] = [LOCAL_KEYS.lang, LOCAL_KEYS.canaryBucket];
export const SESSION_KEYS = {
  userId: 'userId',
  order: 'order',
  quotId: 'quotId',
  pickup: 'pickup',
  drop: 'drop',
  /** The open ride request, so a reload resumes the drivers' list. */
  rideRequest: 'rideRequest',
  /** The remotes' releases this tab has told the registry how they did: once each, reloads too. */
  loadReports: 'loadReports',
} as const;

/**
 * The driver app's session, apart from the customer's (one phone may be signed in as both). Every key starts with DRIVER_KEY_PREFIX, which the customer's sign-out keeps.
 */
export const DRIVER_KEY_PREFIX = 'driver.';
export const DRIVER_LOCAL_KEYS = {
  access: 'driver.access',
  refresh: 'driver.refresh',
  name: 'driver.name',
} as const;

export type LocalKey =
  | (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS]
  | (typeof DRIVER_LOCAL_KEYS)[keyof typeof DRIVER_LOCAL_KEYS];
export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];
