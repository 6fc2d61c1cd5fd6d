// Types of index.js (plain CommonJS, so that webpack's config can require it as it is).

export type WebAppName = 'shell' | 'auth_app' | 'booking_app' | 'account_app' | 'driver_app';
export type RemoteName = Exclude<WebAppName, 'shell'>;
export type ServerName = WebAppName | 'api' | 'cdn';

export interface WebApp<Name extends WebAppName = WebAppName> {
  /** Federation name. */
  readonly name: Name;
  /** Folder (and workspace) in the repository. */
  readonly dir: string;
  readonly port: number;
}

export const HOST: string;
export const PORTS: Readonly<Record<ServerName, number>>;
export const WEB_APPS: readonly WebApp[];
export const REMOTE_APPS: readonly WebApp<RemoteName>[];
export const REPO_ROOT: string;

export function localUrl(port: number, path?: string): string;
export function shellUrl(path?: string): string;
export function apiUrl(path?: string): string;
/** nginx serving deployed remotes (`npm run start:cluster`, the deploy e2e tests). */
export function cdnUrl(path?: string): string;
/** The registry environment `npm run start:cluster`'s shell reads. */
export const LOCAL_REGISTRY_ENV: string;
/** An environment's remotes registry on the local API (default: LOCAL_REGISTRY_ENV's). */
export function registryUrl(env?: string): string;
export function appUrl(name: WebAppName, path?: string): string;
export function manifestUrl(name: RemoteName): string;
export function localRemotesManifest(): Record<RemoteName, string>;
export function readyUrl(name: ServerName): string;
