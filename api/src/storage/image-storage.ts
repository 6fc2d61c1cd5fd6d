/** Where uploaded images live: outside table rows, behind a key the row keeps. */
export interface ImageStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes under `key`, or null when nothing is stored there. */
  get(key: string): Promise<Buffer | null>;
}

/** Keys are made by the API (kind/random.ext); anything else is refused before touching storage. */
export const IMAGE_KEY = /^(photos|parcels)\/[a-f0-9]{32}\.(jpg|png|webp)$/;
