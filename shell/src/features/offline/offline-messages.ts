import { msg } from '@lingui/core/macro';

/**
 * The offline screen's words. The build writes them, in every language, into offline.html (the
 * page the service worker answers with when there is no network: webpack/offline-page.js), which
 * runs no app code; they are kept here so they are extracted and translated with the shell's.
 */
export const OFFLINE_MESSAGES = {
  title: msg`You are offline`,
  text: msg`Dakiya needs the internet to book and follow a courier. Check your connection, then try again.`,
  retry: msg`Try again`,
};
