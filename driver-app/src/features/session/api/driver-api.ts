import { dakiyaApi } from '@dakiya/shared';

/**
 * The one api of the composed app, with the tag of everything that belongs to the signed-in
 * driver: a sign-in or sign-out invalidates it, so the next driver on this phone never sees the
 * last one's photo, earnings or trips.
 */
export const driverApi = dakiyaApi.enhanceEndpoints({ addTagTypes: ['Driver'] });
