import { createHash, createHmac } from 'node:crypto';
import { IMAGE_KEY, type ImageKind, type ImageStorage, type StoredImage } from './image-storage.js';

export interface S3Options {
  /** e.g. https://s3.ap-south-1.amazonaws.com or a MinIO/R2 endpoint (path-style requests). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as SigV4's canonical query string wants it. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** The text of each `<name>…</name>` in an S3 XML answer, unescaped. */
function xmlValues(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map(([, value]) =>
    value!
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&'),
  );
}

/**
 * S3-compatible object storage with AWS Signature V4 (path-style), so several API processes
 * share the images. PUT, GET and DELETE of one object, and ListObjectsV2 for the orphan sweep:
 * no SDK needed for that.
 */
export class S3Storage implements ImageStorage {
  constructor(private readonly options: S3Options) {}

  /** A signed request for object `key`, or for the bucket itself (`key` null, a listing). */
  private async request(
    method: 'GET' | 'PUT' | 'DELETE',
    key: string | null,
    { body, query = {} }: { body?: Buffer; query?: Record<string, string> } = {},
  ): Promise<Response> {
    if (key !== null && !IMAGE_KEY.test(key)) throw new Error(`Not an image key: ${key}`);
    const { endpoint, bucket, region, accessKeyId, secretAccessKey } = this.options;
    const url = new URL(`${endpoint.replace(/\/$/, '')}/${bucket}${key === null ? '' : `/${key}`}`);
    const canonicalQuery = Object.keys(query)
      .sort()
      .map((name) => `${encode(name)}=${encode(query[name]!)}`)
      .join('&');
    url.search = canonicalQuery;
    const now = new Date().toISOString().replace(/[-:]|\.\d{3}/g, '');
    const day = now.slice(0, 8);
    const payloadHash = sha256(body ?? '');
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': now,
    };
    const signed = Object.keys(headers).sort();
    const canonical = [
      method,
      url.pathname,
      canonicalQuery,
      signed.map((name) => `${name}:${headers[name]}\n`).join(''),
      signed.join(';'),
      payloadHash,
    ].join('\n');
    const scope = `${day}/${region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', now, scope, sha256(canonical)].join('\n');
    let signingKey: Buffer = hmac(`AWS4${secretAccessKey}`, day);
    for (const part of [region, 's3', 'aws4_request']) signingKey = hmac(signingKey, part);
    const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
    const { host: _host, ...sent } = headers;
    return fetch(url, {
      method,
      headers: {
        ...sent,
        authorization: `AWS4-HMAC-SHA256 Credential=${accessKeyId}/${scope}, SignedHeaders=${signed.join(';')}, Signature=${signature}`,
      },
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(15_000),
    });
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
