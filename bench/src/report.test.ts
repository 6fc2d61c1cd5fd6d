import { keptApiPollingSection } from './report';

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
