import type { ImageKind, ImageStorage, StoredImage } from './image-storage.js';
import { newImageKey, reencodeImage } from './image-processing.js';

/** Uploaded images: checked and re-encoded on the way in, stored under a key the row keeps. */
export class Images {
  constructor(private readonly storage: ImageStorage) {}

  /** Re-encodes `data` (a 400 if it is not an image) and stores it; answers its key. */
  async save(kind: ImageKind, data: Buffer, field: string): Promise<string> {
    const jpeg = await reencodeImage(data, field);
    const key = newImageKey(kind);
    await this.storage.put(key, jpeg);
    return key;
  }

  read(key: string): Promise<Buffer | null> {
    return this.storage.get(key);
  }

  delete(key: string): Promise<void> {
    return this.storage.delete(key);
  }

  list(kind: ImageKind): AsyncIterable<StoredImage[]> {
    return this.storage.list(kind);
  }
}
