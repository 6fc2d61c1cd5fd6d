import path from 'node:path';
import type { Server } from 'node:http';
import { HOST, REPO_ROOT } from '@dakiya/local-system';

/** Serves an app's production build on `port` with the server `npm run serve` uses. */
export async function serveBuild(app: string, port: number): Promise<Server> {
  const { startStaticServer } = await import(path.join(REPO_ROOT, 'scripts', 'static-server.mjs'));
  return startStaticServer({ root: path.join(REPO_ROOT, app, 'dist'), port, host: HOST });
}
