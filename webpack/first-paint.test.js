const crypto = require('node:crypto');
const path = require('node:path');
const vm = require('node:vm');
const { describe, expect, it } = require('@jest/globals');
const { firstPaint, readPo, withScriptHashes } = require('./first-paint');
const { contentSecurityPolicy, declaredScriptHashes } = require('./security-headers');
const { chooseLanguage, LANGUAGES } = require('../shared/src/i18n/language-rule');

const HINDI_LABEL = readPo(path.join(__dirname, '../shared/src/locales/hi.po')).get(
  'Loading Dakiya',
);

/** Runs the page's inline script in a page with `stored` in local storage and these languages. */
function runInPage(script, { stored = null, languages = [], storageBlocked = false } = {}) {
  const html = { lang: 'en' };
  const splash = {
    label: 'Loading Dakiya',
    setAttribute: (_name, value) => (splash.label = value),
  };
  vm.runInNewContext(script, {
    document: {
      documentElement: html,
      getElementById: (id) => (id === 'dk-splash' ? splash : null),
    },
    navigator: { languages, language: languages[0] },
    localStorage: {
      getItem: (key) => {
        if (storageBlocked) throw new Error('SecurityError');
        return key === 'lang' ? stored : null;
      },
    },
  });
  return { lang: html.lang, label: splash.label };
}

describe('firstPaint', () => {
  const page = firstPaint();

  it("writes the page in English, the label the app's loading screen has", () => {
    expect(page.lang).toBe('en');
    expect(page.label).toBe('Loading Dakiya');
    expect(HINDI_LABEL).toMatch(/[\u0900-\u097F]/);
  });

  it('puts a Hindi browser in Hindi before any bundle runs', () => {
    expect(runInPage(page.script, { languages: ['hi-IN', 'en-IN'] })).toEqual({
      lang: 'hi',
      label: HINDI_LABEL,
    });
  });

  it('follows the remembered choice over the browser, and the browser when storage is blocked', () => {
    expect(runInPage(page.script, { stored: 'en', languages: ['hi-IN'] })).toEqual({
      lang: 'en',
      label: 'Loading Dakiya',
    });
    expect(runInPage(page.script, { stored: 'hi', languages: ['en-GB'] }).lang).toBe('hi');
    expect(runInPage(page.script, { storageBlocked: true, languages: ['ta-IN', 'hi'] })).toEqual({
      lang: 'hi',
      label: HINDI_LABEL,
    });
  });

  it("chooses as the app's own rule does", () => {
    const cases = [
      [null, []],
      [null, ['ta-IN', 'fr-FR']],
      ['fr', ['hi-IN']],
      [null, ['EN-us', 'hi']],
      ['en', ['hi-IN']],
    ];
    for (const [stored, languages] of cases) {
      expect(runInPage(page.script, { stored, languages }).lang).toBe(
        chooseLanguage(stored, languages, LANGUAGES),
      );
    }
  });

  it('is small enough to inline', () => {
    expect(Buffer.byteLength(page.script)).toBeLessThan(600);
  });

  it('is allowed by the CSP through the hash the built page declares, never by unsafe-inline', () => {
    const html = withScriptHashes(
      '<head><meta name=csp-script-hashes content=""><script defer src="/main.js"></script></head>' +
        `<body><div id=root></div><script>${page.script}</script></body>`,
    );
    const digest = crypto.createHash('sha256').update(page.script).digest('base64');
    expect(declaredScriptHashes(html)).toEqual([`'sha256-${digest}'`]);
    const policy = contentSecurityPolicy({ scriptHashes: declaredScriptHashes(html) });
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${digest}'`);
    expect(
      declaredScriptHashes('<meta name="csp-script-hashes" content="\'unsafe-inline\'">'),
    ).toEqual([]);
  });
});
