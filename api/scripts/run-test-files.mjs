// Runs API test files with node:test in a few processes rather than one per file: each process
// starts tsx's loader and imports the API (about two seconds of CPU on this machine's cores), so
// fifty files paid that fifty times. The files are dealt, largest first, into `processes` groups;
// each group is one entry file in a temporary folder that imports its test files, and node:test
// runs the groups `concurrency` at a time. Every test file keeps its tests inside `describe`
// blocks with their own hooks, so files sharing a process do not share a server or a database.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The API package's folder: the test files' paths are relative to it. */
export const API_ROOT = path.join(import.meta.dirname, '..');

/** Every API test file (`test/*.test.ts`; the cluster's have a step of their own). */
export function apiTestFiles() {
  return readdirSync(path.join(API_ROOT, 'test'))
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.join('test', name));
}

/** Deals the files into `count` groups of about the same size in bytes, largest first. */
function groupFiles(files, count) {
  const groups = Array.from({ length: Math.min(count, files.length) }, () => ({
    bytes: 0,
    files: [],
  }));
  const bySize = files
    .map((file) => ({ file, bytes: statSync(file).size }))
    .sort((a, b) => b.bytes - a.bytes);
  for (const { file, bytes } of bySize) {
    const smallest = groups.reduce((least, group) => (group.bytes < least.bytes ? group : least));
    smallest.files.push(file);
    smallest.bytes += bytes;
  }
  return groups.map((group) => group.files);
}

/**
 * Runs the files (paths from the API's folder) and exits with node:test's status.
 * @param {string[]} files
 * @param {{ processes?: number, concurrency?: number }} [options]
 */
export function runTestFiles(files, { processes = 8, concurrency = 2 } = {}) {
  const cwd = API_ROOT;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'dakiya-api-tests-'));
  const entries = groupFiles(
    files.map((file) => path.resolve(cwd, file)),
    processes,
  ).map((group, index) => {
    const entry = path.join(folder, `group-${index + 1}.test.mjs`);
    writeFileSync(
      entry,
      group.map((file) => `import ${JSON.stringify(pathToFileURL(file).href)};\n`).join(''),
    );
    return entry;
  });
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, ...entries],
    { cwd, stdio: 'inherit' },
  );
  const cleanUp = () => rmSync(folder, { recursive: true, force: true });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    cleanUp();
    process.exit(code ?? (signal ? 1 : 0));
  });
}
