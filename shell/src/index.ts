import { registerPlugins } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { findRemotes } from './features/remotes/remote-registry';
import { freshEntryPlugin } from './features/remotes/fresh-entry-plugin';
import { loadFirstRemote } from './features/remotes/first-remote';
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

// Finding the remotes (remotes.json), fetching the code of the one this address needs and
// loading it start now, side by side with the shell's own chunks, rather than one after the
// other: the remote's App brings shared modules of its own (forms, maps, places...), each found
// only once the one before has run, and that chain then runs beside the shell's start.
const remotesFound = findRemotes();
const firstRemoteLoaded = remotesFound.then(() => {
  preloadRemoteForPath(window.location.pathname);
  return loadFirstRemote();
});

// An async boundary so federation can settle the shared singletons before any of them run. It
// starts in a task of its own: resolving and requesting the shared modules takes main-thread
// time, which on a slow phone would otherwise join this script's evaluation in one long task.
setTimeout(() => void import('./bootstrap').then(({ start }) => start(firstRemoteLoaded)));
