import { Marker } from 'react-leaflet';
import { divIcon, type DivIcon } from 'leaflet';
import type { LatLng } from '@dakiya/domain';
import { useLingui } from '@dakiya/shared';
import mapData from './data/india-map.json';
import styles from './EmbeddedRouteMap.module.css';

/** A name on the map, in Hindi too where the data has one (`name_hi`). */
interface MapName {
  name: string;
  name_hi?: string;
}
interface LabelData {
  states: Array<{ properties: MapName; geometry: { coordinates: number[][][][] } }>;
  cities: Array<MapName & { lat: number; lng: number; population: number }>;
}
const DATA = mapData as unknown as LabelData;

/** Where the map writes a town's name: the localities' labels leave these out. */
export const TOWN_LABEL_POINTS: readonly LatLng[] = DATA.cities;

/** How big a town must be for its name to show at a zoom level (fewer names zoomed out). */
function minPopulation(zoom: number): number {
  if (zoom <= 4) return 4_000_000;
  if (zoom <= 5) return 1_500_000;
  if (zoom <= 6) return 700_000;
  if (zoom <= 8) return 250_000;
  return 0;
}

/** Centre of a state's largest ring's box: where its name goes. */
function labelPoint(state: LabelData['states'][number]): [number, number] {
  const ring = state.geometry.coordinates
    .map((polygon) => polygon[0]!)
    .sort((a, b) => b.length - a.length)[0]!;
  const lngs = ring.map((p) => p[0]!);
  const lats = ring.map((p) => p[1]!);
  return [(Math.min(...lats) + Math.max(...lats)) / 2, (Math.min(...lngs) + Math.max(...lngs)) / 2];
}

type LabelLanguage = 'en' | 'hi';
interface Labels {
  states: Array<{ key: string; at: [number, number]; icon: DivIcon }>;
  towns: Array<{ key: string; at: [number, number]; population: number; icon: DivIcon }>;
}

const nameIn = (place: MapName, language: LabelLanguage) =>
  (language === 'hi' && place.name_hi) || place.name;

const icon = (place: MapName, language: LabelLanguage, kind: 'city' | 'state') =>
  divIcon({
    className: kind === 'city' ? styles.cityLabel : styles.stateLabel,
    html: `<span>${nameIn(place, language).replace(/[<>&]/g, '')}</span>`,
    iconSize: undefined,
  });

/** The labels in each language, made once; keyed by the English name, so markers are kept. */
const LABELS = new Map<LabelLanguage, Labels>();
function labelsIn(language: LabelLanguage): Labels {
  let labels = LABELS.get(language);
  if (!labels) {
    labels = {
      states: DATA.states.map((state) => ({
        key: state.properties.name,
        at: labelPoint(state),
        icon: icon(state.properties, language, 'state'),
      })),
      towns: DATA.cities.map((town) => ({
        key: `${town.name}:${town.lat}`,
        at: [town.lat, town.lng],
        population: town.population,
        icon: icon(town, language, 'city'),
      })),
    };
    LABELS.set(language, labels);
  }
  return labels;
}

/**
 * The names of India's states (zoomed out to a region) and of towns, more the closer the zoom, in
 * the app's language where the map's data has the name in it, else in English.
 */
export function StateAndTownLabels({ zoom }: { zoom: number }) {
  const { i18n } = useLingui();
  const labels = labelsIn(i18n.locale === 'hi' ? 'hi' : 'en');
  return (
    <>
      {zoom >= 5 &&
        zoom <= 7 &&
        labels.states.map((state) => (
          <Marker
            key={state.key}
            position={state.at}
            icon={state.icon}
            interactive={false}
            keyboard={false}
            pane="labels"
          />
        ))}
      {labels.towns
        .filter((town) => town.population >= minPopulation(zoom))
        .map((town) => (
          <Marker
            key={town.key}
            position={town.at}
            icon={town.icon}
            interactive={false}
            keyboard={false}
            pane="labels"
          />
        ))}
    </>
  );
}
