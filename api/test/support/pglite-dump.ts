import { createHash } from 'node:crypto';
import { readFile, readdir, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS } from '../../src/db/database.js';

// The package's entry is dist/index.js; its package.json (not exported) is one folder up.
const PGLITE_PACKAGE = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))),
  '..',
  'package.json',
);

/** Names the dump after PGlite's version and every migration, so a change of either makes a new one. */
async function dumpKey(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await readFile(PGLITE_PACKAGE));
  for (const name of (await readdir(MIGRATIONS, { recursive: true })).sort()) {
    const file = path.join(MIGRATIONS, name);
    hash.update(name);
    hash.update(await readFile(file).catch(() => Buffer.alloc(0)));
  }
  return hash.digest('hex').slice(0, 16);
}

let dump: Promise<Blob> | null = null;

/**
 * A dump of an embedded database with every migration run, kept in the temporary folder for the
 * test files that follow: each test file runs in a process of its own, and an empty PGlite runs
 * initdb (seconds), where loading this dump takes a fraction of that.
 */
export function migratedPgliteDump(): Promise<Blob> {
  dump ??= (async () => {
    const file = path.join(os.tmpdir(), `dakiya-pglite-migrated-${await dumpKey()}.tar`);
    const kept = await readFile(file).catch(() => null);
    if (kept) return new Blob([kept]);
    const client = new PGlite();
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
    const made = await client.dumpDataDir('none');
    await client.close();
    // Written aside and renamed: test files starting together never read half a dump.
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, Buffer.from(await made.arrayBuffer()));
    await rename(partial, file);
    return made;
  })();
  return dump;
}
