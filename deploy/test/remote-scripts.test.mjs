// @ts-check
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { REMOTE_APPS, REPO_ROOT } from '@dakiya/local-system';

describe("every remote's deploy commands", () => {
  for (const app of REMOTE_APPS)
    it(`${app.dir}: npm run deploy and npm run rollback, and the contract the gate checks`, () => {
      const { scripts } = JSON.parse(
        readFileSync(path.join(REPO_ROOT, app.dir, 'package.json'), 'utf8'),
      );
      assert.equal(scripts.deploy, 'node ../deploy/cli/deploy.mjs');
      assert.equal(scripts.rollback, 'node ../deploy/cli/rollback.mjs');
      assert.ok(
        existsSync(path.join(REPO_ROOT, app.dir, 'src', 'app', 'remote-contract.check.ts')),
      );
    });
});
