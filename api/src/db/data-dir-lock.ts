import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import lockfile from 'proper-lockfile';

export class DataDirInUseError extends Error {
  constructor(dir: string) {
    super(
      `Another Dakiya API already uses the data folder ${dir}. Stop it, or set DATA_DIR to another folder.`,
    );
  }
}

/** Beside proper-lockfile's lock: which process holds it, so a dead holder is known at once. */
const ownerFile = (dir: string) => `${dir}.lock.pid`;

function readOwner(dir: string): number | null {
  try {
    const pid = Number(readFileSync(ownerFile(dir), 'utf8'));
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const LOCK_OPTIONS = { stale: 15_000, update: 5_000 };

/**
 * Locks PGlite's data folder against a second process (two writers would corrupt it). A lock
 * left by a process that no longer runs (killed before it could release) is taken over at once
 * rather than after proper-lockfile's 15 s staleness; the lock is released on close and, by
 * proper-lockfile, when the process exits.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, LOCK_OPTIONS);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ELOCKED') throw error;
    const owner = readOwner(dir);
    if (owner === null || isRunning(owner)) throw new DataDirInUseError(dir);
    rmSync(`${dir}.lock`, { recursive: true, force: true });
    release = await lockfile.lock(dir, LOCK_OPTIONS);
  }
  writeFileSync(ownerFile(dir), String(process.pid));
  const forgetOwner = () => rmSync(ownerFile(dir), { force: true });
  process.once('exit', forgetOwner);
  return async () => {
    process.off('exit', forgetOwner);
    forgetOwner();
    await release();
  };
}
