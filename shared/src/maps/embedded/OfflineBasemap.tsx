import { useState } from 'react';
import { GeoJSON, Pane, Polygon, useMapEvents } from 'react-leaflet';
import type { Feature, FeatureCollection, MultiPolygon } from 'geojson';
import mapData from './data/india-map.json';
import { LOCALITY_LABELS_MIN_ZOOM, LocalityLabels } from './LocalityLabels';
import { StateAndTownLabels, TOWN_LABEL_POINTS } from './StateAndTownLabels';

interface MapData {
  land: number[][][][];
  countries: Array<Feature<MultiPolygon, { name: string }>>;
  states: Array<Feature<MultiPolygon, { name: string }>>;
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

/**
 * The offline map's picture, drawn as vectors: sea as the background, land, country borders
 * (India's darker), India's state borders and names, town names by zoom (StateAndTownLabels), and
 * at city zoom the names of the localities around.
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
        <StateAndTownLabels zoom={level} />
        {level >= LOCALITY_LABELS_MIN_ZOOM && <LocalityLabels skip={TOWN_LABEL_POINTS} />}
      </Pane>
    </>
  );
}
