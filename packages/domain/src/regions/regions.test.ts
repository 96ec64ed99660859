import { describe, expect, it } from 'vitest';
import {
  armedForcesAreas,
  canadianProvinces,
  findRegion,
  ianaZoneForAbbreviation,
  supportedRegions,
  timeZoneForPostalCode,
  timeZoneForProvince,
  usStates,
  usTerritories,
} from './index.ts';

describe('supported regions (spec 1 §3, spec 2 §5)', () => {
  it('US states with DC, territories, armed forces, Canadian provinces', () => {
    expect(usStates).toHaveLength(51);
    expect(usTerritories.map((r) => r.code)).toContain('PR');
    expect(armedForcesAreas.map((r) => r.code)).toEqual(['AA', 'AE', 'AP']);
    expect(canadianProvinces).toHaveLength(13);
    expect(new Set(supportedRegions.map((r) => r.code)).size).toBe(supportedRegions.length);
  });

  it.each([
    ['tx', { code: 'TX', name: 'Texas', country: 'US', kind: 'state' }],
    [' qc ', { code: 'QC', name: 'Quebec', country: 'CA', kind: 'province' }],
    ['ap', { code: 'AP', name: 'Armed Forces Pacific', country: 'US', kind: 'armedForces' }],
    ['XX', undefined],
    [null, undefined],
  ])('findRegion(%j)', (code, region) => {
    expect(findRegion(code)).toEqual(region);
  });
});

describe('time-zone abbreviations (spec 1 §3)', () => {
  it.each([
    ['EST', 'America/New_York'],
    ['cdt', 'America/Chicago'],
    ['MST', 'America/Denver'],
    ['PT', 'America/Los_Angeles'],
    ['AKST', 'America/Anchorage'],
    ['HST', 'Pacific/Honolulu'],
    ['AST', 'America/Halifax'],
    ['NDT', 'America/St_Johns'],
    ['XYZ', undefined],
    [undefined, undefined],
  ])('%s → %s', (abbreviation, zone) => {
    expect(ianaZoneForAbbreviation(abbreviation)).toBe(zone);
  });
});

describe('postal code → zone (approximation by ZIP-3 and Canadian district)', () => {
  it.each([
    ['10001', 'America/New_York'],
    ['02108', 'America/New_York'],
    ['00901', 'America/Puerto_Rico'],
    ['32501', 'America/Chicago'],
    ['33101', 'America/New_York'],
    ['37203', 'America/Chicago'],
    ['37902', 'America/New_York'],
    ['40202', 'America/New_York'],
    ['42001', 'America/Chicago'],
    ['46204', 'America/New_York'],
    ['46320', 'America/Chicago'],
    ['49855', 'America/Detroit'],
    ['57701', 'America/Denver'],
    ['60601', 'America/Chicago'],
    ['69101', 'America/Denver'],
    ['75201', 'America/Chicago'],
    ['79901', 'America/Denver'],
    ['80202', 'America/Denver'],
    ['83702', 'America/Boise'],
    ['83814', 'America/Los_Angeles'],
    ['85001', 'America/Phoenix'],
    ['88510', 'America/Denver'],
    ['89101', 'America/Los_Angeles'],
    ['90210', 'America/Los_Angeles'],
    ['96813', 'Pacific/Honolulu'],
    ['96910', 'Pacific/Guam'],
    ['97201', 'America/Los_Angeles'],
    ['98101', 'America/Los_Angeles'],
    ['99501', 'America/Anchorage'],
    ['60601-1234', 'America/Chicago'],
    ['K1A 0B1', 'America/Toronto'],
    ['h2x1y4', 'America/Toronto'],
    ['T2P 1J9', 'America/Edmonton'],
    ['V6B 1A1', 'America/Vancouver'],
    ['R3C 4T3', 'America/Winnipeg'],
    ['S4P 3Y2', 'America/Regina'],
    ['A1C 5M2', 'America/St_Johns'],
    ['B3H 1A1', 'America/Halifax'],
    ['E1C 4M3', 'America/Moncton'],
    ['Y1A 1A1', 'America/Whitehorse'],
    ['00100', undefined],
    ['D1A 1A1', undefined],
    ['1234', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %s', (code, zone) => {
    expect(timeZoneForPostalCode(code)).toBe(zone);
  });

  it('every zone in the tables is a valid IANA zone', () => {
    const zones = new Set<string>();
    for (let prefix = 0; prefix < 1000; prefix++) {
      const zone = timeZoneForPostalCode(`${String(prefix).padStart(3, '0')}01`);
      if (zone) zones.add(zone);
    }
    for (const letter of 'ABCEGHJKLMNPRSTVXY')
      zones.add(timeZoneForPostalCode(`${letter}1A1A1`) ?? 'missing');
    for (const zone of zones)
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
  });
});

describe('time zone of a Canadian province', () => {
  it.each([
    ['ON', 'America/Toronto'],
    ['qc', 'America/Toronto'],
    ['BC', 'America/Vancouver'],
    ['SK', 'America/Regina'],
    ['NL', 'America/St_Johns'],
    ['ZZ', undefined],
  ])('%s → %s', (code, zone) => {
    expect(timeZoneForProvince(code)).toBe(zone);
  });
});
