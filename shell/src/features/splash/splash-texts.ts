import { msg } from '@lingui/core/macro';

// The texts of the page itself (webpack/index.html), shown before any script of the app runs.
// Nothing imports this file: the build reads their translations from the shell's catalogue
// (shell/src/locales, which holds only these; lingui.config.js) into the HTML and its first
// script (webpack/first-paint.js), so they add nothing to the scripts of a first load.

/** The splash's accessible name (SPEC.md: the loading screen shows only the logo). */
export const SPLASH_LABEL = msg({ id: 'page.splashLabel', message: 'Loading Dakiya' });
