const { describe, expect, it } = require('@jest/globals');
const { startupLinks, withStartupHints } = require('./startup-hints');

const hints = {
  entry: ['/main.11111111.js'],
  data: ['/config.json', '/remotes.json'],
  files: ['/845.22222222.css', '/845.33333333.js'],
  catalogues: { en: '/shared-en.44444444.js', hi: '/shared-hi.55555555.js' },
};

describe('startup hints', () => {
  it('puts the entry before every other hint, the chunks at the end of <head>', () => {
    const page =
      '<html><head><link rel=preload href=/config.json as=fetch crossorigin=anonymous>' +
      '<script defer src=/main.11111111.js></script></head><body><div id=root></div></body></html>';
    const html = withStartupHints(page, hints);
    const order = [
      'main.11111111.js as=script',
      '/config.json',
      '845.22222222.css as=style',
      '845.33333333.js as=script',
    ];
    const at = order.map((text) => html.indexOf(text));
    expect(at.every((index) => index > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(html.indexOf('845.33333333.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it("adds a script that preloads the catalogue of the page's language", () => {
    const html = withStartupHints('<head></head><body></body>', hints);
    const script = /<script>(.*)<\/script><\/body>/.exec(html)[1];
    const added = [];
    const document = {
      documentElement: { lang: 'hi' },
      createElement: () => ({}),
      head: { appendChild: (link) => added.push(link) },
    };
    new Function('document', script)(document);
    expect(added).toEqual([{ rel: 'preload', as: 'script', href: '/shared-hi.55555555.js' }]);
  });

  it('gives the Link header the entry and data first, then the chunks and the catalogue', () => {
    expect(startupLinks(hints, 'en')).toEqual({
      first: [
        '</main.11111111.js>; rel=preload; as=script',
        '</config.json>; rel=preload; as=fetch; crossorigin=anonymous',
        '</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous',
      ],
      then: [
        '</845.22222222.css>; rel=preload; as=style',
        '</845.33333333.js>; rel=preload; as=script',
        '</shared-en.44444444.js>; rel=preload; as=script',
      ],
    });
    expect(startupLinks({}, 'en')).toEqual({ first: [], then: [] });
  });
});
