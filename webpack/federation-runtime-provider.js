// The federation runtime a remote's own page needs when it runs standalone. Remotes are built
// with `experiments.externalRuntime`: their remoteEntry.js uses the runtime the shell already
// has (the global below, set by the shell's `provideExternalRuntime`) instead of shipping a
// second copy. Opened on its own, a remote's index.html loads this file first to set it.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
