import { useState } from 'react';
import { GeoJSON, Marker, Pane, Polygon, useMapEvents } from 'react-leaflet';
import { divIcon } from 'leaflet';
import type { Feature, FeatureCollection, MultiPolygon } from 'geojson';
import type { LatLng } from '@dakiya/domain';
import mapData from './data/india-map.json';
import { LOCALITY_LABELS_MIN_ZOOM, LocalityLabels } from './LocalityLabels';
import styles from './EmbeddedRouteMap.module.css';

interface MapData {
  land: number[][][][];
  countries: Array<Feature<MultiPolygon, { name: string }>>;
  states: Array<Feature<MultiPolygon, { name: string }>>;
  cities: Array<{ name: string; lat: number; lng: number; population: number }>;
}
const DATA = mapData as unknown as MapData;

const collection = (features: MapData['countries']): FeatureCollection<MultiPolygon> => ({
  type: 'FeatureCollection',
  features,
});
const COUNTRIES = collection(DATA.countries);
const STATES = collection(DATA.states);
const LAND = DATA.land.map((polygon) =>
  polygon.map((ring) => ring.map(([lng, lat]) => [lat!, lng!] as [number, number])),
);

/** How big a town must be for its name to show at a zoom level (fewer names zoomed out). */
function minPopulation(zoom: number): number {
  if (zoom <= 4) return 4_000_000;
  if (zoom <= 5) return 1_500_000;
  if (zoom <= 6) return 700_000;
  if (zoom <= 8) return 250_000;
  return 0;
}

const label = (name: string, kind: 'city' | 'state') =>
  divIcon({
    className: kind === 'city' ? styles.cityLabel : styles.stateLabel,
    html: `<span>${name.replace(/[<>&]/g, '')}</span>`,
    iconSize: undefined,
  });

/** Centre of a state's largest ring's box: where its name goes. */
function labelPoint(feature: MapData['states'][number]): [number, number] {
  const ring = feature.geometry.coordinates
    .map((polygon) => polygon[0]!)
    .sort((a, b) => b.length - a.length)[0]!;
  const lngs = ring.map((p) => p[0]!);
  const lats = ring.map((p) => p[1]!);
  return [(Math.min(...lats) + Math.max(...lats)) / 2, (Math.min(...lngs) + Math.max(...lngs)) / 2];
}
const STATE_LABELS = DATA.states.map((f) => ({
  name: f.properties.name,
  at: labelPoint(f),
  icon: label(f.properties.name, 'state'),
}));
const CITY_LABELS = DATA.cities.map((city) => ({ ...city, icon: label(city.name, 'city') }));
/** Where the map writes a town's name: the localities' labels leave these out. */
const CITY_POINTS: readonly LatLng[] = DATA.cities;

/**
 * The offline map's picture, drawn as vectors: sea as the background, land, country borders
 * (India's darker), India's state borders and names, town names by zoom, and at city zoom the
 * names of the localities around.
 */
export function OfflineBasemap() {
  const [zoom, setZoom] = useState<number | null>(null);
  const map = useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const level = zoom ?? map.getZoom();
  return (
    <>
      <Pane name="basemap" style={{ zIndex: 200 }}>
        <Polygon
          positions={LAND}
          interactive={false}
          pathOptions={{ stroke: false, fillColor: '#f4f1ea', fillOpacity: 1 }}
        />
        <GeoJSON
          data={STATES}
          interactive={false}
          style={{ color: '#a895b8', weight: 0.8, dashArray: '4 3', fill: false }}
        />
        <GeoJSON
          data={COUNTRIES}
          interactive={false}
          style={(feature) => ({
            color: feature?.properties.name === 'India' ? '#6b6b6b' : '#9c9c9c',
            weight: feature?.properties.name === 'India' ? 1.4 : 1,
            fill: false,
          })}
        />
      </Pane>
      <Pane name="labels" style={{ zIndex: 350, pointerEvents: 'none' }}>
        {level >= 5 &&
          level <= 7 &&
          STATE_LABELS.map((state) => (
            <Marker
              key={state.name}
              position={state.at}
              icon={state.icon}
              interactive={false}
              keyboard={false}
              pane="labels"
            />
          ))}
        {CITY_LABELS.filter((city) => city.population >= minPopulation(level)).map((city) => (
          <Marker
            key={`${city.name}:${city.lat}`}
            position={[city.lat, city.lng]}
            icon={city.icon}
            interactive={false}
            keyboard={false}
            pane="labels"
          />
        ))}
        {level >= LOCALITY_LABELS_MIN_ZOOM && <LocalityLabels skip={CITY_POINTS} />}
      </Pane>
    </>
  );
}
