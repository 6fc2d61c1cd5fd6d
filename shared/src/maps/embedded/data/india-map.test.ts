import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import mapData from './india-map.json';

describe('the offline map data', () => {
  it('is what the npm packages’ Natural Earth and GeoNames data give (no hand edits, no drift)', () => {
    const script = path.join(__dirname, '../../../../scripts/build-map-data.mjs');
    expect(execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' })).toContain(
      'up to date',
    );
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
});
