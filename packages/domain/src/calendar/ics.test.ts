import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appointmentEventMinutes,
  appointmentIcsFileName,
  appointmentSummary,
  buildAppointmentIcs,
  escapeIcsText,
  foldIcsLine,
  formatIcsUtc,
  icsMaxLineOctets,
} from './ics.ts';

/** UTF-8 length, counted independently of the implementation (no DOM lib in domain). */
const octets = (s: string) => encodeURIComponent(s).replace(/%[0-9A-F]{2}/g, 'x').length;
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('formatIcsUtc', () => {
  it.each([
    ['2026-11-24T15:30:00Z', '20261124T153000Z'],
    ['2026-11-24T09:30:00-06:00', '20261124T153000Z'],
    ['2026-01-01T00:00:00.999Z', '20260101T000000Z'],
    [new Date(Date.UTC(2026, 2, 8, 8, 5, 9)), '20260308T080509Z'],
    ['not a date', null],
  ])('%s → %s', (input, expected) => {
    expect(formatIcsUtc(input)).toBe(expected);
  });
});

describe('escapeIcsText (RFC 5545 §3.3.11)', () => {
  it.each([
    ['plain', 'plain'],
    ['Dock 4, door 2', 'Dock 4\\, door 2'],
    ['a;b', 'a\\;b'],
    ['C:\\temp', 'C:\\\\temp'],
    ['line1\nline2', 'line1\\nline2'],
    ['line1\r\nline2\rline3', 'line1\\nline2\\nline3'],
    ['\\;,', '\\\\\\;\\,'],
  ])('%j → %j', (input, expected) => {
    expect(escapeIcsText(input)).toBe(expected);
  });
});

describe('foldIcsLine (RFC 5545 §3.1)', () => {
  it.each([
    ['short stays one line', 'SUMMARY:short', 1],
    ['exactly 75 octets stays', 'X'.repeat(75), 1],
    ['76 octets folds once', 'X'.repeat(76), 2],
    ['150 octets folds into 3 (continuations carry a space)', 'X'.repeat(150), 3],
    ['multi-byte characters are never split', 'LOCATION:' + 'é'.repeat(60), 2],
    ['emoji (4 octets) are never split', 'DESCRIPTION:' + '🚚'.repeat(30), 2],
    ['emoji straddling the boundary move whole', 'DESCRIPTION:' + '🚚'.repeat(40), 3],
  ])('%s', (_name, line, lineCount) => {
    const folded = foldIcsLine(line);
    const lines = folded.split('\r\n');
    expect(lines).toHaveLength(lineCount);
    for (const l of lines) expect(octets(l)).toBeLessThanOrEqual(icsMaxLineOctets);
    for (const l of lines.slice(1)) expect(l.startsWith(' ')).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it('round-trips any text and keeps every line within 75 octets', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        const folded = foldIcsLine(`DESCRIPTION:${text}`);
        expect(unfold(folded)).toBe(`DESCRIPTION:${text}`);
        for (const l of folded.split('\r\n')) expect(octets(l)).toBeLessThanOrEqual(icsMaxLineOctets);
      }),
    );
  });
});

describe('appointmentSummary and file name', () => {
  it.each([
    [1042, 2, 'Shipment 1042 — stop 2 appointment', 'shipment-1042-stop-2.ics'],
    ['SH-77', 1, 'Shipment SH-77 — stop 1 appointment', 'shipment-SH-77-stop-1.ics'],
    ['a/b c', 3, 'Shipment a/b c — stop 3 appointment', 'shipment-a_b_c-stop-3.ics'],
  ])('%s stop %s', (number, stop, summary, fileName) => {
    expect(appointmentSummary(number, stop)).toBe(summary);
    expect(appointmentIcsFileName(number, stop)).toBe(fileName);
  });
});

describe('buildAppointmentIcs', () => {
  const base = {
    shipmentNumber: 1042,
    stopNumber: 2,
    stopId: 'st-9',
    start: '2026-11-24T15:30:00Z',
    now: '2026-11-22T01:00:00Z',
  } as const;

  it('writes one VEVENT in a VCALENDAR with CRLF line endings', () => {
    const ics = buildAppointmentIcs({ ...base, location: 'Acme DC, 100 Main St, Dallas, TX 75201' });
    expect(ics).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//FreightKit//Stop appointment//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:shipment-1042-stop-st-9-appointment@freightkit',
        'DTSTAMP:20261122T010000Z',
        'DTSTART:20261124T153000Z',
        'DTEND:20261124T163000Z',
        'SUMMARY:Shipment 1042 — stop 2 appointment',
        'LOCATION:Acme DC\\, 100 Main St\\, Dallas\\, TX 75201',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it.each([
    [
      'default end is start + the event length',
      {},
      `DTEND:20261124T${15 + appointmentEventMinutes / 60}3000Z`,
    ],
    ['explicit end', { end: '2026-11-24T17:00:00Z' }, 'DTEND:20261124T170000Z'],
    ['zoned start is written in UTC', { start: '2026-11-24T09:30:00-06:00' }, 'DTSTART:20261124T153000Z'],
    [
      'uid falls back to the stop number',
      { stopId: undefined },
      'UID:shipment-1042-stop-2-appointment@freightkit',
    ],
    [
      'uid domain',
      { uidDomain: 'carrier.example' },
      'UID:shipment-1042-stop-st-9-appointment@carrier.example',
    ],
    ['translated summary is escaped', { summary: 'Envío 1042; parada 2' }, 'SUMMARY:Envío 1042\\; parada 2'],
    [
      'description with a line break',
      { description: 'Gate code 42\nAsk for Sam' },
      'DESCRIPTION:Gate code 42\\nAsk for Sam',
    ],
  ])('%s', (_name, overrides, expectedLine) => {
    const ics = buildAppointmentIcs({ ...base, ...overrides });
    expect(unfold(ics ?? '').split('\r\n')).toContain(expectedLine);
  });

  it('leaves out LOCATION and DESCRIPTION when empty', () => {
    const ics = buildAppointmentIcs({ ...base, location: '', description: '' }) ?? '';
    expect(ics).not.toMatch(/LOCATION|DESCRIPTION/);
  });

  it('defaults DTSTAMP to now', () => {
    const ics = buildAppointmentIcs({ ...base, now: undefined }) ?? '';
    expect(ics).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);
  });

  it('folds long locations to 75 octets', () => {
    const ics = buildAppointmentIcs({ ...base, location: 'Très long entrepôt '.repeat(10) }) ?? '';
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(icsMaxLineOctets);
    expect(unfold(ics)).toContain(`LOCATION:${'Très long entrepôt '.repeat(10)}`);
  });

  it.each([
    ['invalid start', { start: 'soon' }],
    ['invalid end', { end: 'later' }],
    ['invalid stamp', { now: 'x' }],
    ['end before start', { end: '2026-11-24T15:00:00Z' }],
    ['end equal to start', { end: '2026-11-24T15:30:00Z' }],
  ])('returns null for %s', (_name, overrides) => {
    expect(buildAppointmentIcs({ ...base, ...overrides })).toBeNull();
  });
});
