import { registerPlugins } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { findRemotes } from './features/remotes/remote-registry';
import { freshEntryPlugin } from './features/remotes/fresh-entry-plugin';
import { preloadRemoteForPath } from './features/remotes/preload-remotes';

const RETRIES = 1;
const RETRY_DELAY_MS = 1000;

// The runtime's retry plugin tries a remote's entry or code that failed to load once more, a
// second later, before its area shows the message and Retry; freshEntryPlugin makes each retry
// ask the network.
registerPlugins([
  RetryPlugin({ script: { retryTimes: RETRIES, retryDelay: RETRY_DELAY_MS } }),
  freshEntryPlugin(),
]);

// Finding the remotes (remotes.json) and fetching the code of the one this address needs start
// now, side by side with the shell's own chunks, rather than one after the other. Nothing here
// runs a shared module: preloading fetches files, it does not execute the remote's code.
const remotesFound = findRemotes();
void remotesFound.then(() => preloadRemoteForPath(window.location.pathname));

// An async boundary so federation can settle the shared singletons before any of them run. It
// starts in a task of its own: resolving and requesting the shared modules takes main-thread
// time, which on a slow phone would otherwise join this script's evaluation in one long task.
setTimeout(() => void import('./bootstrap').then(({ start }) => start(remotesFound)));
