// docs/operations.md is where operators look a variable up: each one the schema reads is there.
const { describe, expect, it } = require('@jest/globals');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { ENVIRONMENT } = require('./index');

const OPERATIONS = readFileSync(path.join(__dirname, '..', 'docs', 'operations.md'), 'utf8');

describe('docs/operations.md', () => {
  it('lists every environment variable of the schema', () => {
    const names = Object.keys(ENVIRONMENT.shape);
    expect(names.length).toBeGreaterThan(50);
    const missing = names.filter((name) => !OPERATIONS.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});
