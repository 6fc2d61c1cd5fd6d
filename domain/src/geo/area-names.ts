import { AREAS } from '../constants';
import { indianStateInHindi } from './indian-states';
import { hindiTownName } from './town-names';

export type Area = (typeof AREAS)[number];

/** The sign-up's areas that neither the towns' nor the states' lists name in Hindi. */
const OTHER_AREAS_IN_HINDI: Partial<Record<Area, string>> = {
  Jaipur: 'जयपुर',
  Surat: 'सूरत',
  Lucknow: 'लखनऊ',
  Kanpur: 'कानपुर',
  Nagpur: 'नागपुर',
  Indore: 'इंदौर',
  Thane: 'ठाणे',
  'Prayag Raj': 'प्रयागराज',
  'Bidar Karnataka': 'बीदर, कर्नाटक',
  Gulburga: 'गुलबर्गा',
};

/**
 * A sign-up area's name to show in the language ('en' or 'hi'); the value sent stays the
 * English one in AREAS, which the API checks.
 */
export function areaName(area: Area, language: string): string {
  if (language !== 'hi') return area;
  return hindiTownName(area, []) ?? indianStateInHindi(area) ?? OTHER_AREAS_IN_HINDI[area] ?? area;
}
