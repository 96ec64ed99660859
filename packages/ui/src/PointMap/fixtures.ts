import type { FeatureCollection } from 'geojson';
import type { MapBasemap, MapPoint } from './types.ts';

/**
 * A coarse stand-in basemap for the kit's own stories and tests: the kit ships no map data (the app
 * supplies it; the portal ships Natural Earth's states and provinces, ADR 027). A rough outline of the
 * contiguous US (a few dozen corners) and a band of southern Canada, with the border between them.
 */
const lower48: [number, number][] = [
  [-124.7, 48.4],
  [-123.0, 49.0],
  [-95.2, 49.0],
  [-89.6, 48.0],
  [-84.8, 46.5],
  [-82.4, 43.0],
  [-79.0, 43.3],
  [-76.8, 43.6],
  [-74.7, 45.0],
  [-71.5, 45.0],
  [-69.2, 47.4],
  [-67.0, 45.1],
  [-70.7, 43.1],
  [-70.0, 41.7],
  [-74.0, 40.6],
  [-75.5, 35.2],
  [-81.0, 31.7],
  [-80.0, 26.0],
  [-81.8, 24.6],
  [-82.8, 27.9],
  [-84.3, 30.0],
  [-89.6, 30.2],
  [-94.7, 29.4],
  [-97.2, 26.0],
  [-99.5, 27.5],
  [-101.4, 29.8],
  [-104.5, 29.6],
  [-106.5, 31.8],
  [-111.1, 31.3],
  [-114.8, 32.5],
  [-117.1, 32.5],
  [-120.6, 34.6],
  [-122.5, 37.8],
  [-124.4, 40.4],
  [-124.7, 48.4],
];
const southernCanada: [number, number][] = [
  [-130.0, 55.0],
  [-130.0, 54.0],
  [-123.0, 49.0],
  [-95.2, 49.0],
  [-89.6, 48.0],
  [-84.8, 46.5],
  [-82.4, 43.0],
  [-79.0, 43.3],
  [-76.8, 43.6],
  [-74.7, 45.0],
  [-71.5, 45.0],
  [-69.2, 47.4],
  [-67.0, 45.1],
  [-64.0, 45.5],
  [-60.0, 46.5],
  [-60.0, 55.0],
  [-130.0, 55.0],
];

const areas: FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', id: 'US', properties: {}, geometry: { type: 'Polygon', coordinates: [lower48] } },
    {
      type: 'Feature',
      id: 'CA',
      properties: {},
      geometry: { type: 'Polygon', coordinates: [southernCanada] },
    },
  ],
};

/** The stand-in basemap. */
export const storyBasemap: MapBasemap = { areas };

/** A story point: a load between two cities. */
export interface StoryPoint extends MapPoint {
  readonly number: string;
  readonly origin: string;
  readonly destination: string;
}

const place = {
  chicago: { latitude: 41.88, longitude: -87.63, name: 'Chicago, IL' },
  gary: { latitude: 41.59, longitude: -87.35, name: 'Gary, IN' },
  dallas: { latitude: 32.78, longitude: -96.8, name: 'Dallas, TX' },
  atlanta: { latitude: 33.75, longitude: -84.39, name: 'Atlanta, GA' },
  denver: { latitude: 39.74, longitude: -104.99, name: 'Denver, CO' },
  seattle: { latitude: 47.61, longitude: -122.33, name: 'Seattle, WA' },
  toronto: { latitude: 43.65, longitude: -79.38, name: 'Toronto, ON' },
  losAngeles: { latitude: 34.05, longitude: -118.24, name: 'Los Angeles, CA' },
  milwaukee: { latitude: 43.04, longitude: -87.91, name: 'Milwaukee, WI' },
};

const load = (number: string, from: keyof typeof place, to: keyof typeof place): StoryPoint => ({
  id: number,
  number,
  latitude: place[from].latitude,
  longitude: place[from].longitude,
  to: { latitude: place[to].latitude, longitude: place[to].longitude },
  origin: place[from].name,
  destination: place[to].name,
  label: `Load ${number}, ${place[from].name} to ${place[to].name}`,
});

/** Six loads across the country; Chicago and Gary are close enough to share a marker. */
export const storyPoints: readonly StoryPoint[] = [
  load('700001', 'chicago', 'dallas'),
  load('700002', 'gary', 'milwaukee'),
  load('700003', 'seattle', 'denver'),
  load('700004', 'atlanta', 'chicago'),
  load('700005', 'toronto', 'atlanta'),
  load('700006', 'losAngeles', 'seattle'),
];

/** Chicago, the centre of the radius stories. */
export const storyChicago = place.chicago;
