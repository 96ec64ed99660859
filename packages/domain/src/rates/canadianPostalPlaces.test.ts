import { describe, expect, it } from 'vitest';
import { placeOfCanadianPostalCode, provinceOfCanadianPostalCode } from './canadianPostalPlaces.ts';

describe('placeOfCanadianPostalCode', () => {
  it.each([
    ['K1A 0B1', 'Ottawa', 'ON'], // Parliament: Ottawa, not the province's largest city
    ['k2p1l4', 'Ottawa', 'ON'],
    ['K0L 1A0', 'Ottawa', 'ON'], // a rural Eastern Ontario code: the district's city
    ['M5V 2T6', 'Toronto', 'ON'],
    ['L8P 4R5', 'Hamilton', 'ON'],
    ['H7N-5H9', 'Laval', 'QC'],
    ['H2X 1Y4', 'Montréal', 'QC'],
    ['G1R 4P5', 'Québec', 'QC'],
    ['T5J 0N3', 'Edmonton', 'AB'],
    ['V6B 1A1', 'Vancouver', 'BC'],
    ['X0A 0H0', 'Iqaluit', 'NU'],
    ['X1A 2L9', 'Yellowknife', 'NT'],
    [' y1a 1a1 ', 'Whitehorse', 'YT'],
  ])('%s → %s, %s', (code, city, province) => {
    expect(placeOfCanadianPostalCode(code)).toEqual({ city, province });
  });

  it.each(['60607', 'K1A0B', 'D1A 1A1', 'Z9Z 9Z9', ''])('%j is no Canadian place', (code) => {
    expect(placeOfCanadianPostalCode(code)).toBeUndefined();
  });
});

describe('provinceOfCanadianPostalCode', () => {
  it.each([
    ['K1A 0B1', 'ON'],
    ['h2x1y4', 'QC'],
    ['X0B 1B0', 'NU'],
    ['60607', undefined],
  ])('%s → %s', (code, province) => {
    expect(provinceOfCanadianPostalCode(code)).toBe(province);
  });
});
