import { registerRemotesFromManifest } from './features/remotes/remote-registry';
import { preloadRemoteForPath } from './features/remotes/preload-remotes';

// Finding the remotes (remotes.json) and fetching the code of the one this address needs start
// now, side by side with the shell's own chunks, rather than one after the other. Nothing here
// runs a shared module: preloading fetches files, it does not execute the remote's code.
const remotesRegistered = registerRemotesFromManifest();
void remotesRegistered.then(() => preloadRemoteForPath(window.location.pathname));

// An async boundary so federation can settle the shared singletons before any of them run.
// React DOM and @dakiya/shared are asked for on their own as well: each is then evaluated as
// soon as its file arrives, in a task of its own, instead of all together in one long task
// when the last file of the shell is in.
void import('react-dom/client');
void import('@dakiya/shared');
void import('./bootstrap').then(({ start }) => start(remotesRegistered));
