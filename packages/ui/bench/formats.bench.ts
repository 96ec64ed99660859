/**
 * Formatting benchmark (issue 25, ADRs 068 and 070): what one call of the product's formatting helpers costs
 * in Node, in microseconds, once their formatters exist. A list formats a few dates and amounts per row on
 * every render, so these run thousands of times in a signed-in page's first commit. Each helper is called in
 * a loop of `--calls` (default 2,000), `--rounds` times (default 15); the fastest and the median round are
 * printed. Beside
 * the headline figures, the floor: the same formatting with one `Intl` formatter made beforehand (what is
 * left when finding the formatter costs nothing). A measurement, not a test: it never fails on a number.
 *
 *   pnpm --filter @freightkit/ui bench:formats [-- --calls 2000 --rounds 15]
 */
import { dayInZone, formatMoney, keptDateTimeFormat, keptNumberFormat } from '@freightkit/domain';
import { reportBenchRow } from '../../../scripts/bench-summary.ts';
import { formatDateTime, parseDateTime } from '../src/DateTime/formatDateTime.ts';
import { createFormat } from '../src/i18n/useFormat.ts';
import { zoneAbbreviation, zonedTimeParts } from '../src/shipmentMessages/stopZone.ts';

const argument = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const calls = argument('--calls', 2_000);
const rounds = argument('--rounds', 15);

/** A result every call feeds, so no engine can drop a call whose text nobody reads. */
let sink = 0;

/**
 * One call's time in microseconds, in the fastest round and the median one. On a shared 2-core machine a
 * round is often interrupted by another process, so the fastest round is the steadier figure (it is the
 * headline); the median says how much the load moved them.
 */
function perCall(run: (i: number) => string): { best: number; median: number } {
  for (let i = 0; i < 2_000; i++) sink += run(i).length; // warms up and makes the formatters
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    for (let i = 0; i < calls; i++) sink += run(i).length;
    times.push(((performance.now() - start) * 1000) / calls);
  }
  times.sort((a, b) => a - b);
  return { best: times[0] ?? NaN, median: times[Math.floor(times.length / 2)] ?? NaN };
}

const amounts = [1234.5, -12, 0.07, 98_765.43];
const moments = ['2026-11-27T14:05:00Z', '2026-07-01T12:00:00Z', '2026-03-08T08:30:00Z'].map(
  (iso) => parseDateTime(iso) ?? parseDateTime(new Date(0))!,
);
const zones = ['America/Chicago', 'America/New_York', 'America/Denver', 'America/Los_Angeles'];
const instants = moments.map((m) => m.date);

const moneyFloor = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const dateTimeFloor = zones.map(
  (timeZone) =>
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    }),
);
const at = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

const figures = {
  money: perCall((i) => formatMoney(at(amounts, i), 'en-US')),
  moneyFrench: perCall((i) => formatMoney(at(amounts, i), 'fr-CA')),
  moneyFloor: perCall((i) => moneyFloor.format(Math.abs(at(amounts, i)))),
  dateTimeZoned: perCall((i) => formatDateTime(at(moments, i), 'en-US', 'dateTime', at(zones, i))),
  dateTimeViewer: perCall((i) => formatDateTime(at(moments, i), 'en-US', 'dateTime')),
  dateTimeFloor: perCall((i) => at(dateTimeFloor, i).format(at(moments, i).date)),
  formatNew: perCall((i) => createFormat(i % 2 === 0 ? 'en-US' : 'fr-CA').formatPercent(0.42)),
  formatNumber: perCall((i) =>
    createFormat('en-US').formatNumber(at(amounts, i), { maximumFractionDigits: 1 }),
  ),
  zoneAbbreviation: perCall((i) => zoneAbbreviation(at(zones, i), at(instants, i))),
  zonedTimeParts: perCall((i) => zonedTimeParts(at(moments, i).machine, at(zones, i))?.date ?? ''),
  dayInZone: perCall((i) => dayInZone(at(instants, i), at(zones, i))),
};
// Keep the floor's formatters honest: the kept ones are what the helpers should be reaching.
sink += keptNumberFormat('en-US').format(1).length + keptDateTimeFormat('en-US').format(0).length;

const rows: [string, { best: number; median: number }][] = [
  ['formatMoney, en-US', figures.money],
  ['formatMoney, fr-CA', figures.moneyFrench],
  ['  floor: one NumberFormat made beforehand', figures.moneyFloor],
  ['formatDateTime, dateTime, four time zones', figures.dateTimeZoned],
  ["formatDateTime, dateTime, the viewer's zone", figures.dateTimeViewer],
  ['  floor: one DateTimeFormat a zone made beforehand', figures.dateTimeFloor],
  ['createFormat(locale).formatPercent (a useFormat mount)', figures.formatNew],
  ['createFormat(locale).formatNumber with options', figures.formatNumber],
  ['zoneAbbreviation (a stop, four zones)', figures.zoneAbbreviation],
  ['zonedTimeParts (a stop time form, four zones)', figures.zonedTimeParts],
  ['dayInZone (domain, a posting, four zones)', figures.dayInZone],
];
console.log(
  `One call, µs: the fastest and the median of ${rounds} rounds of ${calls.toLocaleString('en-US')} calls`,
);
for (const [what, { best, median }] of rows)
  console.log(`  ${what.padEnd(58)} ${best.toFixed(2).padStart(8)} ${median.toFixed(2).padStart(8)}`);
if (sink === 0) console.log('(nothing formatted)');

// The headlines: a row's amount and a stop's date in its zone, beside formatting with a formatter made once.
await reportBenchRow({
  bench: 'formats',
  what: 'formatMoney, one amount (en-US), fastest round',
  value: figures.money.best,
  unit: 'µs',
  better: 'lower',
  peer: { label: 'floor: a NumberFormat made once', value: figures.moneyFloor.best },
});
await reportBenchRow({
  bench: 'formats',
  what: 'formatDateTime, a moment in a given time zone (en-US), fastest round',
  value: figures.dateTimeZoned.best,
  unit: 'µs',
  better: 'lower',
  peer: { label: 'floor: a DateTimeFormat a zone made once', value: figures.dateTimeFloor.best },
});
