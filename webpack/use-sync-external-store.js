// What wouter imports as the use-sync-external-store shim. The shim exists for React before 18;
// Dakiya's React has the hook itself, so the build hands React's own over instead of the shim's
// version check and fallback.
export { useSyncExternalStore } from 'react';
