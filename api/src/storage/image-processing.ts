import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { REQUEST_ERRORS } from '@dakiya/domain';
import { ClientError } from '../client-errors.js';
import type { ImageKind } from './image-storage.js';

/** The longest side an image keeps, and the most bytes a re-encoded image may take. */
export const IMAGE_MAX_SIDE_PX = 1280;
export const IMAGE_MAX_STORED_BYTES = 512 * 1024;

/** JPEG, PNG and WebP by their first bytes: the declared content type is never trusted. */
function sniff(data: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

/**
 * An upload as a new JPEG: type sniffed from the bytes, decoded (bounded pixel count), turned
 * upright, shrunk to IMAGE_MAX_SIDE_PX, metadata dropped. Whatever the client sent (a polyglot,
 * an HTML page named .png) never reaches storage as it came.
 */
export async function reencodeImage(data: Buffer, field: string): Promise<Buffer> {
  const refuse = () =>
    new ClientError(400, `${field} must be an image`, { [field]: [REQUEST_ERRORS.notAnImage] });
  if (!sniff(data)) throw refuse();
  try {
    const out = await sharp(data, { limitInputPixels: 40_000_000, failOn: 'none' })
      .rotate()
      .resize(IMAGE_MAX_SIDE_PX, IMAGE_MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    if (out.length > IMAGE_MAX_STORED_BYTES) throw refuse();
    return out;
  } catch (error) {
    if (error instanceof ClientError) throw error;
    throw refuse();
  }
}

/** A fresh storage key for a re-encoded image of `kind`. */
export function newImageKey(kind: ImageKind): string {
  return `${kind}/${randomBytes(16).toString('hex')}.jpg`;
}
