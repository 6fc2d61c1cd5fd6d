import { createHash, createHmac } from 'node:crypto';
import { IMAGE_KEY, type ImageStorage } from './image-storage.js';

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

/**
 * S3-compatible object storage with AWS Signature V4 (path-style), so several API processes
 * share the images. Only PUT and GET of one object: no SDK needed for that.
 */
export class S3Storage implements ImageStorage {
  constructor(private readonly options: S3Options) {}

  private async request(method: 'GET' | 'PUT', key: string, body?: Buffer): Promise<Response> {
    if (!IMAGE_KEY.test(key)) throw new Error(`Not an image key: ${key}`);
    const { endpoint, bucket, region, accessKeyId, secretAccessKey } = this.options;
    const url = new URL(`${endpoint.replace(/\/$/, '')}/${bucket}/${key}`);
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
      '',
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
    const response = await this.request('PUT', key, data);
    if (!response.ok) throw new Error(`Object storage answered ${response.status} to a PUT`);
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.request('GET', key);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Object storage answered ${response.status} to a GET`);
    return Buffer.from(await response.arrayBuffer());
  }
}
