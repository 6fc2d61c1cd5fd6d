// @ts-check
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file under `dir`, as paths relative to it with '/' separators, sorted.
 * @param {string} dir
 * @returns {string[]}
 */
export function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

/**
 * A build's version: the first 12 hex digits of a SHA-256 over each file's path and bytes. The
 * same build always has the same version, and any change (a text, a dependency) gives another,
 * so an upload's path names exactly one set of files.
 * @param {string} dir
 */
export function contentVersion(dir) {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}
