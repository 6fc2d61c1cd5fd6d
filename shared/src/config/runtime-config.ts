/**
 * Configuration read at run time from each app's config.json, so one build serves every
 * environment. The composed app's shell reads its config.json itself, before this package loads
 * (shell/src/features/remotes/remote-registry.ts: it needs `registryUrl` first), and hands it
 * over with setRuntimeConfig; a remote on its own reads its own with loadRuntimeConfig.
 */
export interface RuntimeConfig {
  /** Base URL of the Dakiya API, without a trailing slash. */
  apiBaseUrl: string;
  /** Where the composed app (the shell) is: a standalone remote links there. */
  shellUrl: string;
  /** Google Maps key; empty selects the embedded offline maps. */
  googleMapsKey: string;
  /** Customer-care phone number shown on the Book page (10 digits). */
  customerCareNumber: string;
}

// Every build writes config.json with the real values (webpack/environment.js, from
// @dakiya/local-system or the DAKIYA_* variables); these stand only until it is read.
const DEFAULT_CONFIG: RuntimeConfig = {
  apiBaseUrl: '',
  shellUrl: '',
  googleMapsKey: '',
  customerCareNumber: '1800120120',
};

// A module-level value is safe here: `@dakiya/shared` is a federation singleton, so the shell and
// every remote read the one copy the shell filled at start-up.
let current: RuntimeConfig = DEFAULT_CONFIG;

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  current = {
    ...current,
    ...config,
    apiBaseUrl: (config.apiBaseUrl ?? current.apiBaseUrl).replace(/\/+$/, ''),
  };
  return current;
}

/** Fetches config.json next to the page; keeps the defaults if it is missing or unreadable. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return current;
    return setRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
  } catch {
    return current;
  }
}
