import { describe, expect, it } from '@jest/globals';
import { appFilesToHint } from './preload-remotes';
import type { RemoteFiles } from './remote-manifest';

const bookingApp: RemoteFiles = {
  entry: 'http://b/remoteEntry.js',
  app: {
    scripts: ['http://b/221.js', 'http://b/expose.js'],
    styles: ['http://b/expose.css'],
    sharedAtStart: [
      ['react', ['http://b/696.js']],
      ['@dakiya/shared/forms', ['http://b/940.css', 'http://b/940.js']],
      ['@dakiya/shared/places', ['http://b/790.js']],
    ],
    catalogues: ['http://b/catalogue-en.1.js', 'http://b/catalogue-hi.2.js'],
  },
};

describe('appFilesToHint', () => {
  it('hints the App, its own copies of what the page does not have, and the page’s catalogue', () => {
    expect(appFilesToHint(bookingApp, new Set(['react', '@dakiya/shared']), 'hi')).toEqual([
      'http://b/221.js',
      'http://b/expose.js',
      'http://b/expose.css',
      'http://b/940.css',
      'http://b/940.js',
      'http://b/790.js',
      'http://b/catalogue-hi.2.js',
    ]);
  });

  it('leaves out the catalogue of a language the remote has none of', () => {
    const files = appFilesToHint(bookingApp, new Set(['react']), 'ta');
    expect(files.some((href) => href.includes('catalogue'))).toBe(false);
    expect(files).toContain('http://b/790.js');
  });
});
