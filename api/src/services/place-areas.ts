import { haversineKm, INDIAN_STATES } from '@dakiya/domain';

/** An area's name as the data spells it, with capitals only where a name has them ('TIRUPPUR'). */
export const cleanAreaName = (name: string) =>
  /[a-z]/.test(name)
    ? name.trim()
    : name
        .trim()
        .toLowerCase()
        .replace(/\b\w/g, (c) => c.toUpperCase());

/** A name in English and in Hindi (the English one where the data has no Hindi). */
export interface InTwoLanguages {
  en: string;
  hi: string;
}

/**
 * A place's area, what its address says after its name: sub-district, district and state, each
 * left out where it is one of the place's own names (`ownKeys`, search keys made by `key`) or
 * repeats a part before it ('Bengaluru, Karnataka' for Bengaluru).
 */
export type PlaceArea = InTwoLanguages;

export function placeArea(
  ownKeys: ReadonlySet<string>,
  parts: (InTwoLanguages | null | undefined)[],
  key: (text: string) => string,
): PlaceArea {
  const kept: InTwoLanguages[] = [];
  for (const part of parts) {
    if (!part?.en || ownKeys.has(key(part.en))) continue;
    if (kept.some((other) => key(other.en) === key(part.en))) continue;
    kept.push(part);
  }
  return { en: kept.map((p) => p.en).join(', '), hi: kept.map((p) => p.hi).join(', ') };
}

/** What naming a town's area takes from it. */
export interface AreaTown {
  /** Its own name first. */
  names: string[];
  hindiName: string | null;
  population: number;
  /** GeoNames' admin1 and admin2 codes. */
  state: string;
  district: string;
  lat: number;
  lng: number;
}

/** A row of India Post's list of offices, as naming areas reads it. */
export interface AreaOffice {
  state: string;
  stateName: string;
  district: string;
  districtCode: string;
  lat: number;
  lng: number;
  /** Whether the position is the office's own (see buildPlaceIndex): where a town's district is looked for. */
  ownPoint: boolean;
}

/** A town whose codes name no district takes that of the own-placed offices within this. */
const DISTRICT_NEAR_KM = 10;

/**
 * Names the areas of towns and post offices, in English and Hindi. A town's district: one of the
 * state's districts named as the town is (a district's main town; its code is often an older
 * district's); else the district of most offices with the town's admin2 code; else that of most
 * own-placed offices near it. Hindi names of districts and sub-districts are those of the state's
 * town of that name, where GeoNames has one.
 */
export function areaNamer(towns: AreaTown[], offices: AreaOffice[], key: (text: string) => string) {
  // A town's own name before the other names of bigger towns ('New Delhi' is one of Delhi's).
  const hindi = new Map<string, string>();
  const byPopulation = [...towns].sort((a, b) => b.population - a.population);
  for (const names of [(town: AreaTown) => town.names.slice(0, 1), (town: AreaTown) => town.names])
    for (const town of byPopulation)
      for (const name of town.hindiName ? names(town) : [])
        if (!hindi.has(`${town.state}:${key(name)}`))
          hindi.set(`${town.state}:${key(name)}`, town.hindiName!);
  const part = (state: string, name: string): InTwoLanguages => {
    const en = cleanAreaName(name);
    return { en, hi: hindi.get(`${state}:${key(en)}`) ?? en };
  };
  const stateNames = new Map(offices.map((office) => [office.state, office.stateName]));
  const state = (code: string): InTwoLanguages => {
    const name = stateNames.get(code) ?? '';
    return INDIAN_STATES[code] ?? { en: name, hi: name };
  };

  const districtByKey = new Map<string, string>();
  const codeCounts = new Map<string, Map<string, number>>();
  const grid = new Map<string, AreaOffice[]>();
  const cell = (lat: number, lng: number) => `${Math.floor(lat * 10)}:${Math.floor(lng * 10)}`;
  for (const office of offices) {
    districtByKey.set(`${office.state}:${key(office.district)}`, office.district);
    const code = `${office.state}:${office.districtCode}`;
    const counts = codeCounts.get(code) ?? new Map<string, number>();
    counts.set(office.district, (counts.get(office.district) ?? 0) + 1);
    codeCounts.set(code, counts);
    if (office.ownPoint) {
      const at = cell(office.lat, office.lng);
      const list = grid.get(at);
      if (list) list.push(office);
      else grid.set(at, [office]);
    }
  }
  const districtOfCode = new Map(
    [...codeCounts].map(([code, counts]) => [
      code,
      [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0],
    ]),
  );
  const nearbyDistrict = (town: AreaTown): string | undefined => {
    const counts = new Map<string, number>();
    const [row, column] = [Math.floor(town.lat * 10), Math.floor(town.lng * 10)];
    for (let dy = -1; dy <= 1; dy += 1)
      for (let dx = -1; dx <= 1; dx += 1)
        for (const office of grid.get(`${row + dy}:${column + dx}`) ?? [])
          if (office.state === town.state && haversineKm(town, office) < DISTRICT_NEAR_KM)
            counts.set(office.district, (counts.get(office.district) ?? 0) + 1);
    return counts.size
      ? [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0]
      : undefined;
  };

  return {
    /** A town's area: its district and state. */
    ofTown(town: AreaTown, ownKeys: ReadonlySet<string>): PlaceArea {
      const district =
        town.names.map((name) => districtByKey.get(`${town.state}:${key(name)}`)).find(Boolean) ??
        (town.district ? districtOfCode.get(`${town.state}:${town.district}`) : undefined) ??
        nearbyDistrict(town);
      return placeArea(
        ownKeys,
        [district ? part(town.state, district) : null, state(town.state)],
        key,
      );
    },
    /** A post office's area: its sub-district, district and state. */
    ofOffice(
      office: { state: string; district: string; subDistrict: string },
      ownKeys: ReadonlySet<string>,
    ): PlaceArea {
      const { state: code, district, subDistrict } = office;
      const known = (name: string) => (name && name !== 'NA' ? part(code, name) : null);
      const parts = [known(subDistrict), known(district)];
      return placeArea(ownKeys, [...parts, state(code)], key);
    },
  };
}
