import type { RouteSize } from './js-sizes';
import { budgets, keptApiPollingSection, type BenchResults } from './report';

describe('keptApiPollingSection', () => {
  it('carries the marked API polling section over from the last results.md, as it is', () => {
    const section = [
      '<!-- api-polling:start -->',
      '## API polling',
      '',
      '| database | p99 |',
      '<!-- api-polling:end -->',
    ].join('\n');
    const previous = `# Benchmark results\n\n## Budgets\n\n${section}\n\n## Build\n`;
    expect(keptApiPollingSection(previous)).toBe(section);
  });

  it('writes empty markers when there is no results.md or no marked section yet', () => {
    const empty = '<!-- api-polling:start -->\n<!-- api-polling:end -->';
    expect(keptApiPollingSection(null)).toBe(empty);
    expect(keptApiPollingSection('# Benchmark results\n## API polling (old)\n')).toBe(empty);
    expect(keptApiPollingSection('<!-- api-polling:start -->\ncut short')).toBe(empty);
  });
});

describe('budgets', () => {
  const login = (language: 'en' | 'hi', bytes: number): RouteSize => {
    const files = { bytes, brotli: bytes, plainGzip: bytes, files: 1 };
    return {
      route: '/login',
      language,
      firstLoad: { ...files, preloaded: files },
      afterNavigation: { ...files, from: '/tutorial' },
    };
  };
  const run = (routes: RouteSize[]) =>
    ({
      routes,
      lighthouse: [],
      remoteFirstRender: { medianMs: 1, runsMs: [1] },
      pushToScreen: { updates: 1, p50: 1, p99: 1, missed: 0 },
    }) as unknown as BenchResults;

  it('checks /login’s first load against 150 KB in each language measured', () => {
    const rows = budgets(run([login('en', 150 * 1024), login('hi', 150 * 1024 + 1)])).filter(
      ([what]) => what.startsWith('First load of /login'),
    );
    expect(rows.map(([what, , met]) => [what, met])).toEqual([
      ['First load of /login ≤ 150 KB gzipped JS (English)', true],
      ['First load of /login ≤ 150 KB gzipped JS (Hindi)', false],
    ]);
  });
});
