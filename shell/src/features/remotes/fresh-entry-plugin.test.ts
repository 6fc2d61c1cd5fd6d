import { describe, expect, it } from '@jest/globals';
import { freshEntryPlugin } from './fresh-entry-plugin';

type CreateScript = (args: { url: string }) => HTMLScriptElement | undefined;

describe('freshEntryPlugin', () => {
  const createScript = freshEntryPlugin().createScript as unknown as CreateScript;
  const entry = 'http://127.0.0.1:3001/remoteEntry.js';

  it('leaves a script asked for the first time to the runtime (and so to the page’s preload)', () => {
    expect(createScript({ url: entry })).toBeUndefined();
    expect(createScript({ url: 'http://127.0.0.1:3002/remoteEntry.js' })).toBeUndefined();
  });

  it('loads a script asked for again (a retry) from a URL no earlier, failed preload matches', () => {
    expect(createScript({ url: entry })?.src).toBe(`${entry}?retry=1`);
    expect(createScript({ url: entry })?.src).toBe(`${entry}?retry=2`);
    const versioned = 'http://127.0.0.1:3003/remoteEntry.js?v=2';
    expect(createScript({ url: versioned })).toBeUndefined();
    expect(createScript({ url: versioned })?.src).toBe(`${versioned}&retry=1`);
  });
});
