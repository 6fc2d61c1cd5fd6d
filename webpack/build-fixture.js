// For the build plugins' tests: a small app written to a fresh folder and built for production.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');

/**
 * Writes `files` (name -> source) to a new folder, builds them with `config` (its context and
 * output path set to that folder), and resolves with the output folder.
 */
function buildFixture(files, config) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-fixture-'));
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text);
  const dist = path.join(dir, 'dist');
  const compiler = webpack({
    mode: 'production',
    ...config,
    context: dir,
    output: { ...config.output, path: dist },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString()));
      else resolve(dist);
    }),
  );
}

module.exports = { buildFixture };
