// What index.html needs to paint its splash in the customer's language before any bundle has
// arrived: the splash's label in each language (the loading screen's, from shared's Lingui
// catalogue, so the page and the app say it the same way), and a small inline
// script that runs the app's own language rule (shared/src/i18n/language-rule.ts, compiled here)
// to set <html lang> and that label. The page's Content Security Policy allows that one inline
// script by its sha256 hash, which the build writes into the page, once the page is final
// (minified), for the server to send (security-headers.js, scripts/static-server.mjs).
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { transformSync } = require('@swc/core');
const { Compilation, sources } = require('webpack');

const ROOT = path.join(__dirname, '..');
const LANGUAGE_RULE = path.join(ROOT, 'shared/src/i18n/language-rule.ts');
const STORAGE_KEYS = path.join(ROOT, 'domain/src/storage-keys.ts');
const PAGE_CATALOGUE = (language) => path.join(ROOT, `shared/src/locales/${language}.po`);
/** The catalogue id of the loading screen's label (shared/src/ui/LoadingScreen.tsx). */
const SPLASH_LABEL_ID = 'Loading Dakiya';
/** The splash element the script labels (index.html). */
const SPLASH_ID = 'dk-splash';

/** A self-contained TypeScript module (no imports), compiled and minified, and its exports. */
function loadModule(file) {
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: {
      parser: { syntax: 'typescript' },
      target: 'es2017',
      minify: { compress: true, mangle: true },
    },
    module: { type: 'commonjs' },
    minify: true,
  });
  const module = { exports: {} };
  vm.runInNewContext(code, { module, exports: module.exports });
  return module.exports;
}

/** A PO file's entries, msgid to msgstr (each possibly split over several quoted lines). */
function readPo(file) {
  const entries = new Map();
  let id = null;
  let field = null;
  const fields = {};
  const flush = () => {
    if (id !== null) entries.set(id, fields.msgstr ?? '');
    id = null;
    field = null;
    delete fields.msgid;
    delete fields.msgstr;
  };
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const start = /^(msgid|msgstr) (".*")$/.exec(line);
    if (start) {
      if (start[1] === 'msgid') flush();
      field = start[1];
      fields[field] = JSON.parse(start[2]);
      if (field === 'msgid') id = fields.msgid;
    } else if (field && /^".*"$/.test(line)) {
      fields[field] += JSON.parse(line);
      if (field === 'msgid') id = fields.msgid;
    } else if (line.trim() === '') {
      flush();
    }
  }
  flush();
  return entries;
}

/** The splash's label in each language the app speaks; a missing one fails the build. */
function splashLabels(languages) {
  return Object.fromEntries(
    languages.map((language) => {
      const label = readPo(PAGE_CATALOGUE(language)).get(SPLASH_LABEL_ID);
      if (!label) throw new Error(`${PAGE_CATALOGUE(language)} has no ${SPLASH_LABEL_ID}`);
      return [language, label];
    }),
  );
}

/**
 * Statements for a page's own script that set `variable` to the language the app will speak: the
 * customer's choice if stored (storage may be blocked), else the browser's languages (missing in
 * old browsers), by the app's rule.
 */
function chooseLanguageStatements(variable) {
  const { LANGUAGES, chooseLanguage } = loadModule(LANGUAGE_RULE);
  const { LOCAL_KEYS } = loadModule(STORAGE_KEYS);
  return (
    `var s=null;try{s=localStorage.getItem(${JSON.stringify(LOCAL_KEYS.lang)})}catch(e){}` +
    `var ${variable}=(${chooseLanguage.toString()})(s,navigator.languages||[navigator.language],${JSON.stringify(LANGUAGES)});`
  );
}

/** The app's language rule (the languages it speaks and how it picks one), for servers. */
function languageRule() {
  const { LANGUAGES, chooseLanguage } = loadModule(LANGUAGE_RULE);
  return { LANGUAGES, chooseLanguage };
}

/**
 * The page's first paint: `lang` and `label` for the HTML as written (the source language), and
 * the inline `script` that switches both to the customer's language.
 */
function firstPaint() {
  const { LANGUAGES } = loadModule(LANGUAGE_RULE);
  const labels = splashLabels(LANGUAGES);
  const [source, ...others] = LANGUAGES;
  const otherLabels = Object.fromEntries(others.map((language) => [language, labels[language]]));
  // Labels are set only for languages other than the HTML's own.
  const script =
    `(function(){${chooseLanguageStatements('l')}` +
    `document.documentElement.lang=l;var t=${JSON.stringify(otherLabels)}[l];` +
    `if(t)document.getElementById(${JSON.stringify(SPLASH_ID)}).setAttribute("aria-label",t)})()`;
  return { lang: source, label: labels[source], splashId: SPLASH_ID, script };
}

/** The page's declaration of its inline scripts' hashes (security-headers.js reads it). */
const HASHES_META = /<meta\s+name="?csp-script-hashes"?[^>]*>/;

/** `html` with its hashes meta stating the CSP hash of each inline script, as the page is sent. */
function withScriptHashes(html) {
  const hashes = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\ssrc=/.test(attributes))
    .map(([, , text]) => {
      const digest = crypto.createHash('sha256').update(text, 'utf8').digest('base64');
      return `'sha256-${digest}'`;
    });
  return html.replace(HASHES_META, `<meta name="csp-script-hashes" content="${hashes.join(' ')}">`);
}

/**
 * Writes the hashes into each HTML page the build emits, after everything that may rewrite the
 * page (html-webpack-plugin, then the minifier, which also minifies inline scripts).
 */
class ScriptHashesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ScriptHashesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ScriptHashesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const name of Object.keys(assets).filter((file) => file.endsWith('.html'))) {
            const html = compilation.getAsset(name).source.source().toString();
            compilation.updateAsset(name, new sources.RawSource(withScriptHashes(html)));
          }
        },
      );
    });
  }
}

module.exports = {
  chooseLanguageStatements,
  firstPaint,
  languageRule,
  PAGE_CATALOGUE,
  readPo,
  withScriptHashes,
  ScriptHashesPlugin,
};
