import { mkdir, opendir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_KEY, type ImageKind, type ImageStorage, type StoredImage } from './image-storage.js';

/** Images the sweep is handed at once. */
const LIST_PAGE = 500;

const missing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

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
      if (missing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.file(key));
    } catch (error) {
      if (!missing(error)) throw error;
    }
  }

  async *list(kind: ImageKind): AsyncIterable<StoredImage[]> {
    let folder;
    try {
      folder = await opendir(path.join(this.root, kind));
    } catch (error) {
      if (missing(error)) return;
      throw error;
    }
    // Read as it goes, a page at a time: a folder of a million images is never held at once.
    let page: string[] = [];
    for await (const entry of folder) {
      const key = `${kind}/${entry.name}`;
      // Only the images' own names: a `.part` being written is not an image yet.
      if (entry.isFile() && IMAGE_KEY.test(key)) page.push(key);
      if (page.length === LIST_PAGE) {
        yield await this.written(page);
        page = [];
      }
    }
    if (page.length > 0) yield await this.written(page);
  }

  private async written(keys: string[]): Promise<StoredImage[]> {
    const found = await Promise.all(
      keys.map(async (key) => {
        try {
          return [{ key, writtenAt: (await stat(this.file(key))).mtime }];
        } catch (error) {
          if (missing(error)) return []; // deleted meanwhile
          throw error;
        }
      }),
    );
    return found.flat();
  }
}

/** Tests and throwaway servers: nothing on disk. */
export class MemoryStorage implements ImageStorage {
  private readonly images = new Map<string, { data: Buffer; writtenAt: Date }>();
  async put(key: string, data: Buffer): Promise<void> {
    this.images.set(key, { data, writtenAt: new Date() });
  }
  async get(key: string): Promise<Buffer | null> {
    return this.images.get(key)?.data ?? null;
  }
  async delete(key: string): Promise<void> {
    this.images.delete(key);
  }
  async *list(kind: ImageKind): AsyncIterable<StoredImage[]> {
    yield [...this.images]
      .filter(([key]) => key.startsWith(`${kind}/`))
      .map(([key, { writtenAt }]) => ({ key, writtenAt }));
  }
}
