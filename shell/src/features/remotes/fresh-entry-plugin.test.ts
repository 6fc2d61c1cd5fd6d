import { describe, expect, it } from '@jest/globals';
import { entryRetried, freshEntryPlugin } from './fresh-entry-plugin';

type CreateScript = (args: {
  url: string;
  remoteInfo?: { name: string };
}) => HTMLScriptElement | undefined;

describe('freshEntryPlugin', () => {
  const createScript = freshEntryPlugin().createScript as unknown as CreateScript;
  const entry = 'http://127.0.0.1:3001/remoteEntry.js';

  it('leaves a remote nobody retried to the runtime (and so to the page’s preload)', () => {
    expect(createScript({ url: entry, remoteInfo: { name: 'auth_app' } })).toBeUndefined();
  });

  it('loads a retried remote’s scripts from a URL no earlier, failed preload matches', () => {
    entryRetried('auth_app');
    expect(createScript({ url: entry, remoteInfo: { name: 'auth_app' } })?.src).toBe(
      `${entry}?retry=1`,
    );
    entryRetried('auth_app');
    expect(createScript({ url: `${entry}?v=2`, remoteInfo: { name: 'auth_app' } })?.src).toBe(
      `${entry}?v=2&retry=2`,
    );
    expect(createScript({ url: entry, remoteInfo: { name: 'booking_app' } })).toBeUndefined();
  });
});
