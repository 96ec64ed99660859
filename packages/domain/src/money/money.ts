import { keptNumberFormat } from '../messages/keptFormatters.ts';
import type { Locale } from '../messages/translator.ts';

/** An amount in integer cents; all money maths happens in cents to avoid floating-point drift. */
export type Cents = number;

/** Rounds half away from zero, so −x rounds like x (banking symmetry for credits). */
function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value)) || 0;
}

/**
 * Dollars → integer cents, rounding to the nearest cent via the decimal text (1.005 → 101, not 100).
 * Non-finite input gives 0.
 */
export function toCents(dollars: number): Cents {
  if (!Number.isFinite(dollars)) return 0;
  const text = String(Math.abs(dollars));
  const scaled = text.includes('e') ? Math.abs(dollars) * 100 : Number(`${text}e2`);
  return Math.sign(dollars) * Math.round(scaled) || 0;
}

/** Integer cents → dollars. */
export function fromCents(cents: Cents): number {
  return cents / 100;
}

/** Sums dollar amounts exactly to the cent (each rounded to cents first). */
export function sumDollars(amounts: Iterable<number>): number {
  let cents = 0;
  for (const amount of amounts) cents += toCents(amount);
  return fromCents(cents);
}

/** Subtracts dollar amounts exactly to the cent: a − b − c … */
export function subtractDollars(from: number, ...amounts: readonly number[]): number {
  return fromCents(amounts.reduce((cents, amount) => cents - toCents(amount), toCents(from)));
}

/** A charge total is rate × units (spec 2 §9), rounded to the cent; units may be fractional. */
export function chargeTotal(rate: number, units: number): number {
  return fromCents(roundHalfAway(toCents(rate) * (Number.isFinite(units) ? units : 0)));
}

/** A charge line as the invoice preview lists it (spec 2 §3 "Charges"). */
export interface Charge {
  readonly description: string;
  readonly chargeTypeName?: string;
  readonly rate: number;
  readonly units: number;
}

/** The summed total row of the charges accordion (spec 2 §2). */
export function chargesTotal(charges: readonly Charge[]): number {
  return sumDollars(charges.map((c) => chargeTotal(c.rate, c.units)));
}

/**
 * Balance due = invoice amount minus fees and balance (spec 2 §9). The invoice carries one field for
 * "fees and balance" (`feeAndBalance`, spec 2 §3), which is what is subtracted.
 */
export function balanceDue(invoice: {
  readonly invoiceAmount: number;
  readonly feeAndBalance: number;
}): number {
  return subtractDollars(invoice.invoiceAmount, invoice.feeAndBalance);
}

/** The money format's options, frozen so `keptNumberFormat` finds its formatter by identity. */
const moneyOptions: Intl.NumberFormatOptions = Object.freeze({
  style: 'currency',
  currency: 'USD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Dollars with 2 decimals, negatives in parentheses (spec 2 §9), written the locale's way (US dollars
 * throughout): en-US and es-US 1234.5 → '$1,234.50', fr-CA → '1 234,50 $' (no-break spaces; the narrow
 * '$' rather than '$ US', as Quebec writes its amounts), −12 → '($12.00)' / '(12,00 $)'.
 */
export function formatMoney(dollars: number, locale: Locale = 'en-US'): string {
  const cents = toCents(dollars);
  // The kept formatter (made once per locale): every row's amount is formatted on every render.
  const text = keptNumberFormat(locale, moneyOptions).format(Math.abs(cents) / 100);
  return cents < 0 ? `(${text})` : text;
}

/** Spaces a user may type or paste as a thousands separator (space, no-break and narrow no-break). */
const spaces = /[\s\u00a0\u202f]/g;

/**
 * Parses a typed amount to dollars, or `null` when it is not an amount, read the way the locale writes
 * it. en-US and es-US: '1,234.50', '$12', '(3.00)', '-3'. fr-CA: '1 234,50 $', '1234,5', '(3,00 $)', and
 * '1234.50' (a period is never a thousands separator in French); '1,234.50' is refused there rather than
 * read as 1.23450.
 */
export function parseMoney(text: string, locale: Locale = 'en-US'): number | null {
  const trimmed = text.trim();
  const negative = /^\(.*\)$/.test(trimmed) || trimmed.startsWith('-');
  const bare = trimmed.replace(/[()$-]|US/g, '').replace(spaces, '');
  const digits = locale === 'fr-CA' ? bare.replace(',', '.') : bare.replace(/,/g, '');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(digits)) return null;
  const value = fromCents(toCents(Number(digits)));
  return negative ? -value : value;
}
