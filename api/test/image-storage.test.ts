import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FolderStorage } from '../src/storage/folder-storage.js';
import { S3Storage } from '../src/storage/s3-storage.js';
import { newImageKey } from '../src/storage/image-processing.js';
import type { ImageStorage, StoredImage } from '../src/storage/image-storage.js';

async function listed(storage: ImageStorage, kind: 'photos' | 'parcels'): Promise<StoredImage[]> {
  const all: StoredImage[] = [];
  for await (const page of storage.list(kind)) all.push(...page);
  return all;
}

describe('image storage', () => {
  it('keeps images in a folder by key and refuses keys it did not make', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dakiya-images-'));
    try {
      const storage = new FolderStorage(dir);
      const key = newImageKey('photos');
      assert.equal(await storage.get(key), null);
      await storage.put(key, Buffer.from('jpeg bytes'));
      assert.equal((await storage.get(key))?.toString(), 'jpeg bytes');
      await assert.rejects(storage.get('../../etc/passwd'), /Not an image key/);
      await assert.rejects(storage.put('photos/../x.jpg', Buffer.from('x')), /Not an image key/);
      await assert.rejects(storage.delete('../../etc/passwd'), /Not an image key/);

      // Listed by kind with when each was written; a half-written `.part` is not an image.
      const parcel = newImageKey('parcels');
      await storage.put(parcel, Buffer.from('parcel'));
      writeFileSync(path.join(dir, `${parcel}.123.part`), 'half');
      assert.deepEqual(
        (await listed(storage, 'parcels')).map((image) => image.key),
        [parcel],
      );
      const [photo] = await listed(storage, 'photos');
      assert.equal(photo!.key, key);
      assert.ok(Date.now() - photo!.writtenAt.getTime() < 60_000);
      await storage.delete(key);
      await storage.delete(key); // nothing there: not an error
      assert.equal(await storage.get(key), null);
      assert.deepEqual(await listed(storage, 'photos'), []);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('puts and gets objects on S3-compatible storage, path-style and signed with SigV4', async () => {
    const objects = new Map<string, Buffer>();
    const seen: http.IncomingHttpHeaders[] = [];
    const server = http.createServer((request, response) => {
      seen.push(request.headers);
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.method === 'PUT') objects.set(request.url!, Buffer.concat(chunks));
        const body = request.method === 'GET' ? objects.get(request.url!) : undefined;
        response.statusCode = request.method === 'GET' && !body ? 404 : 200;
        response.end(body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const storage = new S3Storage({
        endpoint: `http://127.0.0.1:${port}`,
        bucket: 'dakiya-images',
        region: 'ap-south-1',
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'secret',
      });
      const key = newImageKey('parcels');
      assert.equal(await storage.get(key), null);
      await storage.put(key, Buffer.from('parcel'));
      assert.equal((await storage.get(key))?.toString(), 'parcel');
      assert.ok(objects.has(`/dakiya-images/${key}`));
      assert.match(
        String(seen[1]!.authorization),
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-south-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
      );
      assert.equal(
        seen[1]!['x-amz-content-sha256'],
        createHash('sha256').update('parcel').digest('hex'),
      );
    } finally {
      server.close();
    }
  });

  it('deletes and lists objects on S3-compatible storage, page after page', async () => {
    const keys = Array.from({ length: 3 }, () => newImageKey('parcels'));
    const requests: string[] = [];
    const server = http.createServer((request, response) => {
      requests.push(`${request.method} ${request.url}`);
      const url = new URL(request.url!, 'http://storage');
      if (request.method === 'DELETE') {
        response.statusCode = 204;
        response.end();
        return;
      }
      // Two pages: the token has characters a query must encode.
      const second = url.searchParams.get('continuation-token') === 'a/b+c=';
      const shown = second ? keys.slice(2) : keys.slice(0, 2);
      response.end(
        `<?xml version="1.0"?><ListBucketResult><IsTruncated>${!second}</IsTruncated>` +
          shown
            .map(
              (key) =>
                `<Contents><Key>${key}</Key><LastModified>2026-01-02T03:04:05.000Z</LastModified><Size>9</Size></Contents>`,
            )
            .join('') +
          (second ? '' : '<NextContinuationToken>a/b+c=</NextContinuationToken>') +
          '</ListBucketResult>',
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const storage = new S3Storage({
        endpoint: `http://127.0.0.1:${port}`,
        bucket: 'dakiya-images',
        region: 'ap-south-1',
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'secret',
      });
      const found = await listed(storage, 'parcels');
      assert.deepEqual(
        found.map((image) => image.key),
        keys,
      );
      assert.equal(found[0]!.writtenAt.toISOString(), '2026-01-02T03:04:05.000Z');
      await storage.delete(keys[0]!);
      assert.deepEqual(requests, [
        'GET /dakiya-images?list-type=2&prefix=parcels%2F',
        'GET /dakiya-images?continuation-token=a%2Fb%2Bc%3D&list-type=2&prefix=parcels%2F',
        `DELETE /dakiya-images/${keys[0]}`,
      ]);
    } finally {
      server.close();
    }
  });

  it('signs a listing as the AWS documentation example does (SigV4 test vector for GET Bucket)', async (t) => {
    // docs.aws.amazon.com, "Signature Calculations for the Authorization Header", GET Bucket.
    t.mock.timers.enable({ apis: ['Date'], now: Date.UTC(2013, 4, 24) });
    let sent: Record<string, string> = {};
    t.mock.method(globalThis, 'fetch', async (_url: URL, init: RequestInit) => {
      sent = init.headers as Record<string, string>;
      return new Response('<ListBucketResult></ListBucketResult>');
    });
    const storage = new S3Storage({
      endpoint: 'https://examplebucket.s3.amazonaws.com',
      bucket: '',
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    const signedRequest = storage as unknown as {
      request(
        method: 'GET',
        key: null,
        options: { query: Record<string, string> },
      ): Promise<Response>;
    };
    await signedRequest.request('GET', null, { query: { 'max-keys': '2', prefix: 'J' } });
    assert.equal(
      sent.authorization,
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    );
  });
});
