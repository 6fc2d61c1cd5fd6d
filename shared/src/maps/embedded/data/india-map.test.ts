import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import mapData from './india-map.json';

describe('the offline map data', () => {
  it('is what the npm packages’ Natural Earth and GeoNames data give (no hand edits, no drift)', () => {
    // Through tsx, as `npm run build:map` runs it: it reads @dakiya/domain's TypeScript.
    const shared = path.join(__dirname, '../../../..');
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(shared, 'scripts/build-map-data.mjs'), '--check'],
      { cwd: shared, encoding: 'utf8' },
    );
    expect(output).toContain('up to date');
  });

  it('has land, India among the countries, its states and the big cities, credited', () => {
    expect(mapData.land.length).toBeGreaterThan(0);
    expect(mapData.countries.map((c) => c.properties.name)).toContain('India');
    expect(mapData.states.map((s) => s.properties.name)).toEqual(
      expect.arrayContaining(['Karnataka', 'Maharashtra', 'Odisha', 'Uttarakhand']),
    );
    expect(mapData.cities.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Mumbai', 'Bengaluru', 'Kolkata']),
    );
    expect(mapData.attribution).toMatch(/Natural Earth.*GeoNames/);
  });

  it('names every state in Hindi, and the towns GeoNames has a Hindi name for as the place index does', () => {
    const hindi = (name: string) =>
      [...mapData.states.map((s) => s.properties), ...mapData.cities].find((p) => p.name === name)
        ?.name_hi;
    expect(mapData.states.filter((s) => !s.properties.name_hi)).toEqual([]);
    expect(hindi('Karnataka')).toBe('कर्नाटक');
    expect(hindi('Daman and Diu')).toBe('दमन और दीव');
    // The place index's choice (TOWN_OTHER_NAMES first), not GeoNames' first: ग्रेटर मुम्बई.
    expect(hindi('Mumbai')).toBe('मुंबई');
    expect(hindi('Lucknow')).toBe('लखनऊ');
    expect(hindi('Thāne')).toBeUndefined();
  });
});
