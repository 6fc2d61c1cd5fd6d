import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeAll } from '@jest/globals';
import { cleanup, configure } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { loadCatalogue } from '../shared/src/i18n/catalogues';
import { loadSharedCatalogue } from '../shared/src/i18n/shared-catalogue';
import { loadCatalogue as loadAuthCatalogue } from '../auth-app/src/app/catalogue';
import { loadCatalogue as loadBookingCatalogue } from '../booking-app/src/app/catalogue';
import { loadCatalogue as loadAccountCatalogue } from '../account-app/src/app/catalogue';
import { loadCatalogue as loadDriverCatalogue } from '../driver-app/src/app/catalogue';

// findBy… waits up to 3 s, not Testing Library's 1 s: a screen whose dialog loads lazily can take
// longer than that on a 2-core machine running the suite's workers side by side.
configure({ asyncUtilTimeout: 3000 });

// Every package's strings in both languages, loaded the way the app loads them, and English
// active: a test that wants Hindi switches with `inLanguage('hi')` (shared/src/test/i18n.ts).
const CATALOGUES = [
  loadSharedCatalogue,
  loadAuthCatalogue,
  loadBookingCatalogue,
  loadAccountCatalogue,
  loadDriverCatalogue,
];
beforeAll(async () => {
  await Promise.all(
    CATALOGUES.flatMap((loader) => [loadCatalogue(loader, 'en'), loadCatalogue(loader, 'hi')]),
  );
  i18n.activate('en');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  i18n.activate('en');
});

// jsdom has no modal dialogs: give <dialog> the open/close behaviour the Modal relies on.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
