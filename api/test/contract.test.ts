import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { API_ERRORS, API_ROUTES } from '@dakiya/domain';
import { errorResponseSchema, healthResponseSchema } from '@dakiya/domain/schemas';
import { readConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/database.js';
import { buildApp } from '../src/app.js';
import { responses } from '../src/http/responses.js';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

describe('one contract: every answer goes out through its domain schema', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>['app'];

  before(async () => {
    database = await openDatabase({ databaseUrl: null, dataDir: null });
    ({ app } = await buildApp({ ...readConfig({ NODE_ENV: 'test' }) }, database.db));
    // Two routes that break the contract on purpose, declared like every real route.
    app.get(
      '/contract-probe/extra-field',
      { schema: { response: responses({ 200: healthResponseSchema }) } },
      async () => ({ ok: true, passwordHash: 'never sent' }),
    );
    app.get(
      '/contract-probe/wrong-type',
      { schema: { response: responses({ 200: healthResponseSchema }) } },
      async () => ({ ok: 'yes' }) as unknown as { ok: boolean },
    );
    await app.ready();
  });
  after(async () => {
    await app.close();
    await database.close();
  });

  it('declares a success and an error schema for every route, and /docs shows them', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ path, method, operation })),
    );
    // Every API path of the domain is documented, and each operation has its answers' shapes.
    const paths = new Set(documented.map((entry) => entry.path));
    for (const route of Object.values(API_ROUTES)) {
      // The health checks are for HAProxy and supervisors, not clients: hidden from /docs.
      if (route === API_ROUTES.health || route === API_ROUTES.healthLive) continue;
      assert.ok(paths.has(route.replace(/:(\w+)/g, '{$1}')), `${route} is documented`);
    }
    for (const { path, method, operation } of documented) {
      if (path.startsWith('/contract-probe')) continue;
      const answers = operation.responses ?? {};
      const success = Object.keys(answers).filter((code) => code.startsWith('2'));
      assert.equal(success.length, 1, `${method} ${path} has one success answer`);
      for (const code of [...success, '4XX', '5XX']) {
        // Image answers (photos, parcel images) are JPEG bytes and invoices PDF, not JSON.
        const content = answers[code]?.content;
        const schema = (
          content?.['application/json'] ??
          content?.['image/jpeg'] ??
          content?.['application/pdf']
        )?.schema;
        assert.ok(schema, `${method} ${path} documents the shape of ${code}`);
      }
    }
  });

  it('leaves out of the answer any field the schema does not name', async () => {
    const reply = await app.inject({ method: 'GET', url: '/contract-probe/extra-field' });
    assert.equal(reply.statusCode, 200);
    assert.deepEqual(reply.json(), { ok: true });
  });

  it('fails, in the error shape, an answer that disagrees with its schema', async () => {
    const reply = await app.inject({ method: 'GET', url: '/contract-probe/wrong-type' });
    assert.equal(reply.statusCode, 500);
    const body = errorResponseSchema.parse(reply.json());
    assert.equal(body.message, API_ERRORS.serverFault);
  });

  it('keeps the domain package behind its exports map (no deep imports)', async () => {
    // A variable, so that tsc does not try to resolve the path the test expects to fail.
    const deepPath = '@dakiya/domain/src/constants.ts';
    await assert.rejects(import(deepPath), {
      code: 'ERR_PACKAGE_PATH_NOT_EXPORTED',
    });
  });

  it('sends errors through the error schema too', async () => {
    const reply = await app.inject({ method: 'GET', url: '/me/' });
    assert.equal(reply.statusCode, 401);
    assert.deepEqual(Object.keys(reply.json()).sort(), ['code', 'error', 'message', 'msg']);
    assert.equal(reply.json().code, 'logInAgain');
  });

  it('names every error with a stable code beside its text', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: 'nobody@example.com', password: 'Secret123' },
    });
    assert.equal(wrong.statusCode >= 400 && wrong.statusCode < 500, true);
    const body = errorResponseSchema.parse(wrong.json());
    assert.match(body.code, /^[a-zA-Z]+$/);
    assert.notEqual(body.code, 'error');
  });
});
