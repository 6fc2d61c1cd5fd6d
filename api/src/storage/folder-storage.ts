import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_KEY, type ImageStorage } from './image-storage.js';

/** The default: files under a data folder (one process or a shared volume). */
export class FolderStorage implements ImageStorage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    if (!IMAGE_KEY.test(key)) throw new Error(`Not an image key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside and renamed, so a reader never sees half a file.
    const partial = `${file}.${process.pid}.part`;
    await writeFile(partial, data);
    await rename(partial, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(key));
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') return null;
      throw error;
    }
  }
}

/** Tests and throwaway servers: nothing on disk. */
export class MemoryStorage implements ImageStorage {
  private readonly images = new Map<string, Buffer>();
  async put(key: string, data: Buffer): Promise<void> {
    this.images.set(key, data);
  }
  async get(key: string): Promise<Buffer | null> {
    return this.images.get(key) ?? null;
  }
}
