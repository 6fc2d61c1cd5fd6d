import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { packageVersion, PLACE_DATA_PACKAGES } from './place-index.js';

/** The script `npm run build:places -w api` runs. */
const BUILD_SCRIPT = path.join(import.meta.dirname, '..', '..', 'scripts', 'build-place-index.ts');

/** The files of @dakiya/domain the index takes names from: the states', the towns' Hindi names. */
const DOMAIN_SOURCES = ['src/geo/indian-states.ts', 'src/geo/town-names.ts'].map((file) =>
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('@dakiya/domain/package.json')),
    file,
  ),
);

/** A hash of packages' versions and files' names and contents. */
export function inputsHash(packages: { name: string; version: string }[], files: string[]): string {
  const hash = createHash('sha256');
  for (const { name, version } of packages) hash.update(`${name}@${version}\n`);
  for (const file of files) hash.update(`${path.basename(file)}\n`).update(readFileSync(file));
  return hash.digest('hex');
}

/** The build script, the modules of the API's it imports, one after another, and DOMAIN_SOURCES. */
export function buildSources(script = BUILD_SCRIPT): string[] {
  const found = [script];
  for (let i = 0; i < found.length; i += 1)
    for (const [, relative] of readFileSync(found[i]!, 'utf8').matchAll(
      /from '(\.{1,2}\/[^']+)\.js'/g,
    )) {
      const file = path.resolve(path.dirname(found[i]!), `${relative}.ts`);
      if (!found.includes(file)) found.push(file);
    }
  return [...found, ...DOMAIN_SOURCES];
}

/**
 * What the place index is built from, as a hash: the data packages' versions, the build script
 * and the code it runs (buildSources). A file built from the same inputs is used as it is.
 */
export function placeIndexInputs(): string {
  return inputsHash(
    PLACE_DATA_PACKAGES.map((name) => ({ name, version: packageVersion(name) })),
    buildSources(),
  );
}
