/** A stored image's key and when it was written. */
export interface StoredImage {
  key: string;
  writtenAt: Date;
}

/** Where uploaded images live: outside table rows, behind a key the row keeps. */
export interface ImageStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes under `key`, or null when nothing is stored there. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the image under `key`; nothing stored there is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored image of `kind`, a page at a time (the orphan sweep reads them all). */
  list(kind: ImageKind): AsyncIterable<StoredImage[]>;
}

/** People's photos, parcel photos of requests, and photos taken at a drop as its proof. */
export type ImageKind = 'photos' | 'parcels' | 'proofs';
export const IMAGE_KINDS: readonly ImageKind[] = ['photos', 'parcels', 'proofs'];

/** Keys are made by the API (kind/random.ext); anything else is refused before touching storage. */
export const IMAGE_KEY = /^(photos|parcels|proofs)\/[a-f0-9]{32}\.(jpg|png|webp)$/;
