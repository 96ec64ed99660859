import type { MapBasemap } from '@freightkit/ui';
import { feature, mesh } from 'topojson-client';
import northAmerica from './northAmerica.topo.json';

/** A TopoJSON topology as topojson-client reads it. */
type Topology = Parameters<typeof mesh>[0];
/** One of its objects as `mesh` takes it (a GeometryCollection here). */
type Collection = Extract<NonNullable<Parameters<typeof mesh>[1]>, { type: 'GeometryCollection' }>;

/** The shipped file (apps/portal/data/generate-basemap.mjs writes it): `regions` and `countries`. */
const topology = northAmerica as unknown as Topology & {
  objects: { regions: Collection; countries: Collection };
};

/**
 * The load board map's basemap: US states, Canadian provinces and territories, and the other countries
 * of North America (Natural Earth 1:50m, public domain; ADR 027), decoded once from the TopoJSON
 * shipped with the portal. Borders and coasts are one mesh, so each shared border is drawn once.
 */
export const northAmericaBasemap: MapBasemap = {
  areas: {
    type: 'FeatureCollection',
    features: [
      ...feature(topology, topology.objects.regions).features,
      ...feature(topology, topology.objects.countries).features,
    ],
  },
  borders: mesh(topology, {
    type: 'GeometryCollection',
    geometries: [...topology.objects.regions.geometries, ...topology.objects.countries.geometries],
  }),
};
