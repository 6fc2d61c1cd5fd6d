// A build extracts and compiles the texts first, strictly: a text without its Hindi fails the
// build instead of shipping the message's id to the screen (docs/deploying-remotes.md).
const { spawnSync } = require('node:child_process');
const { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, expect, it } = require('@jest/globals');
const { REPO_ROOT, WEB_APPS } = require('@dakiya/local-system');

// Lingui's command line, as `npm run i18n` runs it.
const LINGUI = path.join(REPO_ROOT, 'node_modules', '.bin', 'lingui');
const packageJson = (dir) =>
  JSON.parse(readFileSync(path.join(REPO_ROOT, dir, 'package.json'), 'utf8'));

describe('the translations gate of a build', () => {
  it("runs before every app's build, and before the root build", () => {
    for (const app of WEB_APPS)
      expect(packageJson(app.dir).scripts.prebuild).toBe('npm run i18n --prefix ..');
    const root = packageJson('.').scripts;
    expect(root.i18n).toMatch(/lingui extract .*&& lingui compile --strict/);
    expect(root.build).toMatch(/^npm run i18n && /);
  });

  it('fails on a text that has no Hindi, and passes once it has', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dakiya-i18n-gate-'));
    try {
      mkdirSync(path.join(dir, 'src'));
      writeFileSync(
        path.join(dir, 'src', 'Screen.ts'),
        "import { msg } from '@lingui/core/macro';\nexport const title = msg`Track your parcel`;\n",
      );
      writeFileSync(
        path.join(dir, 'lingui.config.js'),
        `module.exports = { rootDir: ${JSON.stringify(dir)}, locales: ['en', 'hi'], sourceLocale: 'en', format: 'po', catalogs: [{ path: '<rootDir>/locales/{locale}', include: ['<rootDir>/src'] }] };\n`,
      );
      const lingui = (...args) =>
        spawnSync(LINGUI, [...args, '--config', path.join(dir, 'lingui.config.js')], {
          cwd: REPO_ROOT,
          encoding: 'utf8',
        });
      expect(lingui('extract').status).toBe(0);
      const missing = lingui('compile', '--strict');
      expect(missing.status).not.toBe(0);
      expect(`${missing.stdout}${missing.stderr}`).toMatch(/missing|Missing/);
      const hindi = path.join(dir, 'locales', 'hi.po');
      writeFileSync(
        hindi,
        readFileSync(hindi, 'utf8').replace(
          'msgid "Track your parcel"\nmsgstr ""',
          'msgid "Track your parcel"\nmsgstr "अपना पार्सल ट्रैक करें"',
        ),
      );
      expect(lingui('compile', '--strict').status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
