// The security headers of the served apps: a Content Security Policy built from the deployment's
// own configuration (the API, the shell and the remotes it loads, the maps provider when a key
// is set), so that editing config.json or remotes.json after a deploy keeps the policy right.
// Used by scripts/static-server.mjs (production) and the dev servers (no CSP there: webpack's
// development build evaluates modules with eval and reloads over a WebSocket).

/** Google Maps JavaScript API: scripts, tiles, fonts and its calls (Places, Geocoding, Directions). */
const GOOGLE_MAPS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
};

function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of an app page. `apps` are the URLs of the apps whose code the page
 * runs (the shell, the remotes' manifests, the origins of the registry's releases), `api` the
 * API's, `connect` other services the page calls (the remotes' registry); `maps` adds Google Maps' hosts;
 * `scriptHashes` ('sha256-…') allow the page's own inline scripts, which the build hashed.
 */
function contentSecurityPolicy({
  apps = [],
  api = null,
  connect = [],
  maps = false,
  scriptHashes = [],
} = {}) {
  const origins = (urls) => [...new Set(urls.map(originOf).filter(Boolean))];
  const code = origins(apps);
  const data = origins([...apps, ...(api ? [api] : []), ...connect]);
  const list = (own, extra) => ["'self'", ...own, ...(maps ? extra : [])].join(' ');
  const directives = {
    'default-src': "'self'",
    // No eval, and no inline script but index.html's two (the first paint's language, the
    // catalogue's preload), allowed by their hashes: the federation runtime loads remotes with
    // <script src>.
    'script-src': [list(code, GOOGLE_MAPS.script), ...scriptHashes].join(' '),
    // The splash's <style> in index.html and the maps provider's injected styles.
    'style-src': `${list(code, GOOGLE_MAPS.style)} 'unsafe-inline'`,
    'img-src': `${list(data, GOOGLE_MAPS.img)} data: blob:`,
    'font-src': `${list(code, GOOGLE_MAPS.font)} data:`,
    'connect-src': list(data, GOOGLE_MAPS.connect),
    'media-src': "'self' blob:",
    'worker-src': "'self' blob:",
    'frame-src': maps ? 'https://*.google.com' : "'none'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** Headers every response of an app server carries (scripts are loaded cross-origin: no CORP). */
const BASE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The camera for the sign-up photo and the position for the pickup, on the app's own page only.
  'Permissions-Policy': 'camera=(self), geolocation=(self), microphone=(), payment=()',
};

/**
 * The script hashes a built page declares for its inline scripts (index.html's
 * `<meta name="csp-script-hashes">`, written by the build, webpack/first-paint.js).
 */
function declaredScriptHashes(html) {
  const meta = /<meta name="?csp-script-hashes"? content="([^"]*)"/.exec(html);
  return meta ? meta[1].split(/\s+/).filter((hash) => /^'sha256-[\w+/=]+'$/.test(hash)) : [];
}

/** Headers of an HTML page: the base ones, the CSP, no framing, its own browsing context group. */
function pageHeaders(policy) {
  return {
    ...BASE_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy(policy),
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

module.exports = { contentSecurityPolicy, declaredScriptHashes, pageHeaders, BASE_HEADERS };
