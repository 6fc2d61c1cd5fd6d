// @ts-check
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import { s3Request } from '@dakiya/object-store';
import servedFiles from '@dakiya/webpack/served-files.js';
import { filesUnder } from './content-version.mjs';

const { cacheControlFor } = servedFiles;

const TYPES = /** @type {const} */ ({
  '.js': 'application/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.map': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
});

/**
 * The headers an uploaded file is served with: its type, and how long it may be cached (hashed
 * files for good, entries and manifests never without asking: webpack/served-files.js).
 * @param {string} file
 */
export function servingHeaders(file) {
  const type = TYPES[/** @type {keyof typeof TYPES} */ (path.extname(file))];
  return {
    'content-type': type ?? 'application/octet-stream',
    'cache-control': cacheControlFor(file),
  };
}

/**
 * @typedef {object} Store
 * @property {(app: string, version: string, dir: string) => Promise<{ uploaded: boolean }>} upload
 *   Puts the build at /<app>/<version>/, once: a version already there is the same files, and
 *   is left as it is.
 * @property {(app: string, version: string) => string} baseUrl Where browsers find it.
 * @property {string} where Where uploads go: a folder, or s3://bucket.
 */

/**
 * Makes a folder and everything in it readable by every user: a web server's workers read it as
 * a user of their own, and a build made in a private temporary folder is not.
 * @param {string} dir
 */
function readableByAll(dir) {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    chmodSync(full, entry.isDirectory() ? 0o755 : 0o644);
  }
}

/**
 * Uploads into a folder a web server (nginx) serves. A version is copied beside its place first
 * and renamed into it, so the path never holds half a build.
 * @param {{ dir: string, publicUrl: string }} options
 * @returns {Store}
 */
export function folderStore({ dir, publicUrl }) {
  return {
    where: dir,
    async upload(app, version, from) {
      const target = path.join(dir, app, version);
      if (existsSync(path.join(target, 'mf-manifest.json'))) return { uploaded: false };
      mkdirSync(path.dirname(target), { recursive: true });
      const partial = `${target}.partial-${process.pid}`;
      rmSync(partial, { recursive: true, force: true });
      cpSync(from, partial, { recursive: true });
      readableByAll(partial);
      try {
        renameSync(partial, target);
      } catch (error) {
        // Another deploy of the same version renamed its copy in first: the same files.
        rmSync(partial, { recursive: true, force: true });
        const code = /** @type {NodeJS.ErrnoException} */ (error).code;
        if (
          (code === 'ENOTEMPTY' || code === 'EEXIST') &&
          existsSync(path.join(target, 'mf-manifest.json'))
        )
          return { uploaded: false };
        throw error;
      }
      return { uploaded: true };
    },
    baseUrl: (app, version) => `${publicUrl.replace(/\/$/, '')}/${app}/${version}/`,
  };
}

/**
 * Uploads into S3-compatible storage, each object with its type and cache headers. The precompressed
 * copies (.br, .gz) stay behind: a CDN in front compresses what it serves.
 * @param {{ s3: import('@dakiya/object-store').S3Options, publicUrl: string }} options
 * @returns {Store}
 */
export function s3Store({ s3, publicUrl }) {
  return {
    where: `s3://${s3.bucket}`,
    async upload(app, version, from) {
      const manifestKey = `${app}/${version}/mf-manifest.json`;
      const there = await s3Request(s3, 'HEAD', manifestKey);
      if (there.ok) return { uploaded: false };
      // The manifest last: a version is listed as there only once all its files are.
      const files = filesUnder(from)
        .filter((file) => !/\.(br|gz)$/.test(file))
        .sort((a, b) => Number(a === 'mf-manifest.json') - Number(b === 'mf-manifest.json'));
      for (const file of files) {
        const response = await s3Request(s3, 'PUT', `${app}/${version}/${file}`, {
          body: readFileSync(path.join(from, file)),
          headers: servingHeaders(file),
        });
        if (!response.ok)
          throw new Error(`The object store answered ${response.status} to ${file}`);
      }
      return { uploaded: true };
    },
    baseUrl: (app, version) => `${publicUrl.replace(/\/$/, '')}/${app}/${version}/`,
  };
}
