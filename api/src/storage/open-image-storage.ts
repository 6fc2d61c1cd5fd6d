import type { ApiConfig } from '../config.js';
import { FolderStorage, MemoryStorage } from './folder-storage.js';
import type { ImageStorage } from './image-storage.js';
import { S3Storage } from './s3-storage.js';

/** The image storage the configuration names. */
export function openImageStorage(config: ApiConfig['imageStorage']): ImageStorage {
  if (config.kind === 'memory') return new MemoryStorage();
  if (config.kind === 'folder') return new FolderStorage(config.dir);
  return new S3Storage(config);
}
