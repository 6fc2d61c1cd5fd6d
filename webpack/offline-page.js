// offline.html: what the service worker (service-worker.js) answers a page with when there is no
// network, instead of the browser's own error. It runs no app code (none may be cached yet): the
// page carries its words in every language the app speaks, from the shell's catalogue
// (shell/src/features/offline/offline-messages.ts), and offline.js shows the customer's, chosen by
// the app's own language rule, and reloads on "Try again". A script file, not an inline one: the
// page's Content-Security-Policy allows the app's own files.
const fs = require('node:fs');
const path = require('node:path');
const { Compilation, sources } = require('webpack');
const { chooseLanguageStatements, languageRule, PAGE_CATALOGUE, readPo } = require('./first-paint');

const OFFLINE_PAGE = 'offline.html';
const OFFLINE_SCRIPT = 'offline.js';
const MESSAGES_FILE = path.join(__dirname, '../shell/src/features/offline/offline-messages.ts');

/** The page's source texts (their msgids in the catalogue), as offline-messages.ts declares them. */
function sourceMessages() {
  const declared = fs.readFileSync(MESSAGES_FILE, 'utf8');
  const messages = Object.fromEntries(
    [...declared.matchAll(/(\w+): msg`([^`$]*)`/g)].map(([, key, text]) => [key, text]),
  );
  for (const key of ['title', 'text', 'retry'])
    if (!messages[key]) throw new Error(`${MESSAGES_FILE} declares no ${key}`);
  return messages;
}

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** The page's words in `language`; a missing translation fails the build. */
function wordsIn(language) {
  const catalogue = readPo(PAGE_CATALOGUE(language));
  return Object.fromEntries(
    Object.entries(sourceMessages()).map(([key, id]) => {
      const text = language === 'en' ? id : catalogue.get(id);
      if (!text) throw new Error(`${PAGE_CATALOGUE(language)} has no "${id}"`);
      return [key, text];
    }),
  );
}

function offlineHtml(languages, logo) {
  const sections = languages
    .map((language, index) => {
      const words = wordsIn(language);
      return (
        `<section lang="${language}"${index === 0 ? '' : ' hidden'}>` +
        `<h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words.text)}</p>` +
        `<button type="button">${escapeHtml(words.retry)}</button></section>`
      );
    })
    .join('');
  return `<!doctype html>
<html lang="${languages[0]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#c2410c">
<title>Dakiya</title>
<style>
body{margin:0;background:#f7f7f8;color:#1d2a3a;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Devanagari','Nirmala UI',sans-serif}
main{min-height:100vh;display:grid;place-content:center;justify-items:center;gap:1rem;padding:1.5rem;box-sizing:border-box;text-align:center}
h1{font-size:1.5rem;margin:0}
p{margin:0;max-width:22rem;line-height:1.5}
section{display:grid;justify-items:center;gap:1rem}
section[hidden]{display:none}
button{min-height:48px;min-width:10rem;padding:0 1.5rem;border:0;border-radius:.5rem;background:#c2410c;color:#fff;font:inherit;font-weight:700}
button:focus-visible{outline:3px solid #1d2a3a;outline-offset:2px}
</style>
<script defer src="/${OFFLINE_SCRIPT}"></script>
</head>
<body><main><img src="${logo}" width="96" height="96" alt="">${sections}</main></body>
</html>
`;
}

function offlineScript() {
  return (
    `(function(){${chooseLanguageStatements('l')}` +
    // Names of its own: chooseLanguageStatements declares `s` (the stored choice) before these.
    `var sections=document.querySelectorAll("section[lang]"),found=false;` +
    `sections.forEach(function(e){var m=e.lang===l;e.hidden=!m;found=found||m});` +
    `if(found)document.documentElement.lang=l;else sections[0].hidden=false;` +
    `document.querySelectorAll("button").forEach(function(b){b.addEventListener("click",function(){location.reload()})})})();\n`
  );
}

/** Emits offline.html and offline.js into the shell's build (the worker precaches both). */
class OfflinePagePlugin {
  constructor({ logo }) {
    this.logo = logo;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('OfflinePagePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'OfflinePagePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { LANGUAGES } = languageRule();
          compilation.emitAsset(
            OFFLINE_PAGE,
            new sources.RawSource(offlineHtml(LANGUAGES, this.logo)),
          );
          compilation.emitAsset(OFFLINE_SCRIPT, new sources.RawSource(offlineScript()));
        },
      );
    });
  }
}

module.exports = { OFFLINE_PAGE, OFFLINE_SCRIPT, OfflinePagePlugin };
