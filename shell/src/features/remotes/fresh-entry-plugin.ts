import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const retries = new Map<string, number>();

/** The customer pressed Retry on this remote: its entry is loaded from a fresh URL from now on. */
export function entryRetried(remote: string): void {
  retries.set(remote, (retries.get(remote) ?? 0) + 1);
}

/**
 * The page's `Link` preload hint for a remote's remoteEntry.js (webpack/page-hints.js) has the
 * browser fetch it with the HTML. When that remote was down, the browser keeps the failed
 * preload and answers every later <script> of the same URL with it, without asking the network,
 * so Retry would fail even once the remote is back. After a Retry the remote's scripts (its
 * entry among them) get a query (`?retry=1`), which no preload matches; the remote still finds
 * its chunks from the entry's folder.
 */
export const freshEntryPlugin: () => ModuleFederationRuntimePlugin = () => ({
  name: 'dakiya-fresh-entry-after-retry',
  createScript({ url, remoteInfo }) {
    const count = remoteInfo ? retries.get(remoteInfo.name) : undefined;
    if (!count) return undefined;
    const script = document.createElement('script');
    script.src = `${url}${url.includes('?') ? '&' : '?'}retry=${count}`;
    return script;
  },
});
