/** The parts of a remote's mf-manifest.json (written by the federation plugin) the shell reads. */
interface FederationManifest {
  metaData: { publicPath: string; remoteEntry: { name: string; path: string } };
  exposes: {
    path: string;
    assets: {
      js: { sync: string[]; async?: string[] };
      css: { sync: string[] };
      /** Share key -> the remote's own files of it that its App loads at start (shared-at-start.js). */
      sharedAtStart?: Record<string, string[]>;
    };
  }[];
}

/** Where a remote's code is: its entry, and the files its App needs before it can render. */
export interface RemoteFiles {
  entry: string;
  app: {
    scripts: string[];
    styles: string[];
    /** Share key, and the remote's own copy of it as its App loads it at start (when needed). */
    sharedAtStart: [string, string[]][];
    /** The App's catalogues: chunks named catalogue-<language>. */
    catalogues: string[];
  };
}

/** The module every remote exposes: its routes (see each app's webpack.config.js). */
const APP_EXPOSE = './App';

function isFederationManifest(value: unknown): value is FederationManifest {
  const manifest = value as Partial<FederationManifest> | null;
  return (
    typeof manifest?.metaData?.remoteEntry?.name === 'string' &&
    typeof manifest.metaData.publicPath === 'string' &&
    Array.isArray(manifest.exposes)
  );
}

/**
 * Reads a remote's manifest. The shell reads it itself, rather than through the federation
 * runtime's snapshot plugin, which is built out (`disableSnapshot` in webpack/index.js): that
 * plugin and the preloading built on it weigh on every first load, for the few facts below.
 */
export async function readRemoteManifest(url: string, init?: RequestInit): Promise<RemoteFiles> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const manifest: unknown = await response.json();
  if (!isFederationManifest(manifest)) throw new Error(`${url} is not a federation manifest`);
  const { publicPath, remoteEntry } = manifest.metaData;
  // 'auto': the remote's files sit beside its manifest.
  const base = new URL(publicPath === 'auto' ? '.' : publicPath, url);
  const at = (file: string) => new URL(file, base).href;
  const app = manifest.exposes.find((expose) => expose.path === APP_EXPOSE)?.assets;
  return {
    entry: at(remoteEntry.path ? `${remoteEntry.path}/${remoteEntry.name}` : remoteEntry.name),
    app: {
      scripts: (app?.js.sync ?? []).map(at),
      styles: (app?.css.sync ?? []).map(at),
      sharedAtStart: Object.entries(app?.sharedAtStart ?? {}).map(([key, files]) => [
        key,
        files.map(at),
      ]),
      catalogues: (app?.js.async ?? []).filter((file) => file.startsWith('catalogue-')).map(at),
    },
  };
}
