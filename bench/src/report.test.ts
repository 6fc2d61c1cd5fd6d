import { LOGIN_FIRST_LOAD_BUDGET_BYTES } from '@dakiya/test-kit';
import type { RouteSize } from './js-sizes';
import { budgets, keptMarkedSections, type BenchResults } from './report';

describe('keptMarkedSections', () => {
  const polling = [
    '<!-- api-polling:start -->',
    '## API polling',
    '',
    '| database | p99 |',
    '<!-- api-polling:end -->',
  ].join('\n');
  const positions = '<!-- position-ingest:start -->\n## Positions\n<!-- position-ingest:end -->';

  it('carries every marked section over from the last results.md, as it is and in order', () => {
    const previous = `# Benchmark results\n\n## Budgets\n\n${polling}\n\n## Build\n\n${positions}\n`;
    expect(keptMarkedSections(previous)).toBe(`${polling}\n\n${positions}`);
  });

  it('writes empty API polling markers when there is no results.md or no such section yet', () => {
    const empty = '<!-- api-polling:start -->\n<!-- api-polling:end -->';
    expect(keptMarkedSections(null)).toBe(empty);
    expect(keptMarkedSections('# Benchmark results\n## API polling (old)\n')).toBe(empty);
    expect(keptMarkedSections('<!-- api-polling:start -->\ncut short')).toBe(empty);
    expect(keptMarkedSections(positions)).toBe(`${empty}\n\n${positions}`);
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

  it('checks /login’s first load against the budget in each language measured', () => {
    const rows = budgets(
      run([
        login('en', LOGIN_FIRST_LOAD_BUDGET_BYTES),
        login('hi', LOGIN_FIRST_LOAD_BUDGET_BYTES + 1),
      ]),
    ).filter(([what]) => what.startsWith('First load of /login'));
    expect(rows.map(([what, , met]) => [what, met])).toEqual([
      ['First load of /login ≤ 165 KB gzipped JS (English)', true],
      ['First load of /login ≤ 165 KB gzipped JS (Hindi)', false],
    ]);
  });
});
