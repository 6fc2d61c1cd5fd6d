import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { getRuntimeConfig, LoadingScreen } from '@dakiya/shared';
import type { MapsProvider } from './maps-provider';

const MapsContext = createContext<MapsProvider | null>(null);

/** Google when a key is configured, else the embedded provider; each loads only when needed. */
async function loadConfiguredProvider(): Promise<MapsProvider> {
  const key = getRuntimeConfig().googleMapsKey;
  if (key) return (await import('./google/google-provider')).createGoogleProvider(key);
  return (await import('./embedded/embedded-provider')).createEmbeddedProvider();
}

export function MapsProviderScope({
  provider,
  children,
}: {
  provider?: MapsProvider;
  children: ReactNode;
}) {
  const [loaded, setLoaded] = useState<MapsProvider | null>(provider ?? null);
  useEffect(() => {
    if (provider) return;
    let alive = true;
    void loadConfiguredProvider().then((p) => alive && setLoaded(p));
    return () => {
      alive = false;
    };
  }, [provider]);
  if (!loaded) return <LoadingScreen label="Loading the map" />;
  return <MapsContext value={loaded}>{children}</MapsContext>;
}

export function useMaps(): MapsProvider {
  const maps = use(MapsContext);
  if (!maps) throw new Error('useMaps() outside <MapsProviderScope>');
  return maps;
}
