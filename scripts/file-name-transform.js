// Jest: an imported document becomes its file name (webpack makes it a URL ending in that name),
// so a test can tell which document a link points at.
const path = require('node:path');

module.exports = {
  process(_source, filename) {
    return { code: `module.exports = ${JSON.stringify(path.basename(filename))};` };
  },
};
