import { s3Request, xmlValues, type S3Options } from '@dakiya/object-store';
import { IMAGE_KEY, type ImageKind, type ImageStorage, type StoredImage } from './image-storage.js';

export type { S3Options };

/**
 * S3-compatible object storage with AWS Signature V4 (path-style), so several API processes
 * share the images. PUT, GET and DELETE of one object, and ListObjectsV2 for the orphan sweep:
 * no SDK needed for that.
 */
export class S3Storage implements ImageStorage {
  constructor(private readonly options: S3Options) {}

  /** A signed request for image `key`, or for the bucket itself (`key` null, a listing). */
  private request(
    method: 'GET' | 'PUT' | 'DELETE',
    key: string | null,
    request: { body?: Buffer; query?: Record<string, string> } = {},
  ): Promise<Response> {
    if (key !== null && !IMAGE_KEY.test(key)) throw new Error(`Not an image key: ${key}`);
    return s3Request(this.options, method, key, request);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const response = await this.request('PUT', key, { body: data });
    if (!response.ok) throw new Error(`Object storage answered ${response.status} to a PUT`);
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.request('GET', key);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Object storage answered ${response.status} to a GET`);
    return Buffer.from(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const response = await this.request('DELETE', key);
    // S3 answers 204 whether or not the object was there; some compatible stores answer 404.
    if (!response.ok && response.status !== 404)
      throw new Error(`Object storage answered ${response.status} to a DELETE`);
  }

  async *list(kind: ImageKind): AsyncIterable<StoredImage[]> {
    let token: string | null = null;
    do {
      const query: Record<string, string> = { 'list-type': '2', prefix: `${kind}/` };
      if (token) query['continuation-token'] = token;
      const response = await this.request('GET', null, { query });
      if (!response.ok) throw new Error(`Object storage answered ${response.status} to a listing`);
      const xml = await response.text();
      const objects = [...xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)].map(([, object]) => ({
        key: xmlValues(object!, 'Key')[0] ?? '',
        writtenAt: new Date(xmlValues(object!, 'LastModified')[0] ?? ''),
      }));
      yield objects.filter(
        ({ key, writtenAt }) => IMAGE_KEY.test(key) && !Number.isNaN(writtenAt.getTime()),
      );
      token =
        xmlValues(xml, 'IsTruncated')[0] === 'true'
          ? (xmlValues(xml, 'NextContinuationToken')[0] ?? null)
          : null;
    } while (token);
  }
}
