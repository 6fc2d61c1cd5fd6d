import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How many times each script URL has been asked for on this page. */
const asked = new Map<string, number>();

/**
 * A script asked for again is a retry (the retry plugin's, or the customer's Retry): it gets a
 * query (`?retry=1`) so that it comes from the network. The page's `Link` preload hint for a
 * remote's remoteEntry.js (webpack/page-hints.js) has the browser fetch it with the HTML; when
 * that remote was down, the browser keeps the failed preload and answers every later <script>
 * of the same URL with it, without asking the network, so a retry would fail even once the
 * remote is back. The remote still finds its chunks from the entry's folder.
 */
export const freshEntryPlugin: () => ModuleFederationRuntimePlugin = () => ({
  name: 'dakiya-fresh-script-on-retry',
  createScript({ url }) {
    const times = asked.get(url) ?? 0;
    asked.set(url, times + 1);
    if (times === 0) return undefined;
    const script = document.createElement('script');
    script.src = `${url}${url.includes('?') ? '&' : '?'}retry=${times}`;
    return script;
  },
});
