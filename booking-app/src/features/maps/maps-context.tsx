import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { getRuntimeConfig, LoadingScreen, useAppDispatch, type AppDispatch } from '@dakiya/shared';
import type { MapsProvider } from './maps-provider';
import { createEmbeddedProvider } from './embedded/embedded-provider';

const MapsContext = createContext<MapsProvider | null>(null);

/**
 * Google when a key is configured (its code, and Google's script, load only then), else the
 * embedded provider, which is small and ready at once: the screen renders without waiting.
 */
function embeddedUnlessConfigured(dispatch: AppDispatch): MapsProvider | null {
  return getRuntimeConfig().googleMapsKey ? null : createEmbeddedProvider(dispatch);
}

async function loadGoogleProvider(key: string): Promise<MapsProvider> {
  return (await import('./google/google-provider')).createGoogleProvider(key);
}

export function MapsProviderScope({
  provider,
  children,
}: {
  provider?: MapsProvider;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const [loaded, setLoaded] = useState<MapsProvider | null>(
    () => provider ?? embeddedUnlessConfigured(dispatch),
  );
  useEffect(() => {
    const key = getRuntimeConfig().googleMapsKey;
    if (loaded || !key) return;
    let alive = true;
    void loadGoogleProvider(key).then((p) => alive && setLoaded(p));
    return () => {
      alive = false;
    };
  }, [loaded]);
  if (!loaded) return <LoadingScreen label={t`Loading the map`} />;
  return <MapsContext value={loaded}>{children}</MapsContext>;
}

export function useMaps(): MapsProvider {
  const maps = use(MapsContext);
  if (!maps) throw new Error('useMaps() outside <MapsProviderScope>');
  return maps;
}
