import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FolderStorage } from '../src/storage/folder-storage.js';
import { S3Storage } from '../src/storage/s3-storage.js';
import { newImageKey } from '../src/storage/image-processing.js';

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
});
