import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { DataDirInUseError, lockDataDir } from '../src/db/data-dir-lock.js';

/** A process that takes the lock, says so, and waits to be killed. */
function holdLockInChild(dir: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('${path.resolve('src/db/data-dir-lock.ts')}').then(async (m) => { await m.lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000); });`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const locked = new Promise<void>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve()),
  );
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { child, locked, exited };
}

describe('data folder lock', () => {
  it('refuses while the holder runs, and takes over at once from a holder killed outright', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dakiya-lock-'));
    try {
      const holder = holdLockInChild(dir);
      await holder.locked;
      await assert.rejects(lockDataDir(dir), DataDirInUseError);
      holder.child.kill('SIGKILL'); // no chance to release
      await holder.exited;
      assert.ok(existsSync(`${dir}.lock`), 'the killed holder left its lock behind');
      const started = Date.now();
      const release = await lockDataDir(dir);
      assert.ok(Date.now() - started < 1000, 'taken over at once, not after 15 s');
      await release();
      assert.equal(existsSync(`${dir}.lock`), false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is released when the holder stops on SIGTERM', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dakiya-lock-'));
    try {
      const holder = holdLockInChild(dir);
      await holder.locked;
      holder.child.kill('SIGTERM');
      await holder.exited;
      assert.equal(existsSync(`${dir}.lock`), false);
      await (
        await lockDataDir(dir)
      )();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
