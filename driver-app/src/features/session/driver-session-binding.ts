import { API_ROUTES, type SessionBinding } from '@dakiya/shared';
import { driverSessionExpired, driverTokens, driverTokensRefreshed } from './driver-session-slice';

/** The driver's session for the shared base query: its tokens, refresh path and actions. */
const driverSession: SessionBinding = {
  tokens: driverTokens,
  refreshUrl: API_ROUTES.driverRefreshToken,
  logoutUrl: API_ROUTES.driverLogout,
  refreshed: driverTokensRefreshed,
  expired: driverSessionExpired,
};

/**
 * `extraOptions` of every driver endpoint: its requests carry the driver's bearer token and a
 * 401 refreshes the driver's session, never the customer's.
 */
export const AS_DRIVER = { session: driverSession } as const;
