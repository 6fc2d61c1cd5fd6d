import type { ComponentType } from 'react';
import type { CatalogueLoader } from '../i18n/catalogues';

/**
 * What the shell calls a remote's exposed `./App` with: its routes as the default component, and
 * the loader of its strings, which the shell runs before the first render. Its version is
 * REMOTE_CONTRACT_VERSION (webpack/remote-contract.js): a change here the live shell and a
 * remote must agree on bumps it, and the deploy gate refuses a remote that does not fit
 * (each remote's src/app/remote-contract.check.ts).
 */
export interface RemoteApp {
  default: ComponentType;
  loadCatalogue?: CatalogueLoader;
}
