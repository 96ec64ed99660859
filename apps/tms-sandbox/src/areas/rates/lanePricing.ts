import type { QuotedLane, RateSelection } from '@freightkit/api';
import {
  apiQuoteValidMinutes,
  lanePrice,
  laneMiles,
  laneServiceDays,
  listableRates,
  placeOfCanadianPostalCode,
  type CarrierTariff,
  type LanePriceInput,
} from '@freightkit/domain';
import type { Database } from '../../db/database.ts';
import type { Caller } from '../../http/context.ts';

/**
 * The sandbox's one LTL and TL price list (ADR 053, amended): the carriers' tariffs in
 * `carrier_tariffs`, priced by domain's `lanePrice`. The rates area's ad hoc rates and API quote, an
 * order's unified rates and the orders area's Book LTL all price through here, so one lane with the
 * same products costs the same on every screen.
 */

/** What pricing needs of the database: the handle or a transaction of it. */
export type Queryable = Pick<Database, 'query'>;

/** One carrier's tariff row. */
export interface TariffRow {
  id: string;
  carrier_id: string;
  carrier_name: string;
  rate_type: RateSelection['rateType'];
  charge_rate_type: string;
  shipping_mode: number;
  per_mile: number;
  per_hundredweight: number;
  minimum: number;
  markup: number;
  is_guaranteed: boolean;
  web_service_description_id: string | null;
  service_level: number;
  rate_source: string;
  error: string | null;
}

interface PlaceRow {
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** A lane's two ends by postal code. */
export interface LaneEnds {
  readonly originPostalCode: string;
  readonly destinationPostalCode: string;
}

/** What a lane is priced with besides its miles: the pickup day, equipment, mode and products. */
export type LaneRequest = LaneEnds &
  Omit<LanePriceInput, 'miles'> & {
    /** Calendar date `yyyy-MM-dd`, stored with an API quote. */
    readonly pickupDate: string;
  };

const tariffColumns = `id, carrier_id, carrier_name, rate_type, charge_rate_type, shipping_mode,
  per_mile::float8 AS per_mile, per_hundredweight::float8 AS per_hundredweight, minimum::float8 AS minimum,
  markup::float8 AS markup, is_guaranteed, web_service_description_id, service_level, rate_source, error`;

/**
 * Where a postal code is: a US ZIP at its row of the shipped place table (first five digits); a
 * Canadian code, which the table does not hold, at the city of its area or district (domain's
 * `placeOfCanadianPostalCode`, ADR 053).
 */
async function placeOf(db: Queryable, postalCode: string): Promise<PlaceRow | undefined> {
  const code = postalCode.trim().toUpperCase();
  const canadian = placeOfCanadianPostalCode(code);
  const { rows } =
    canadian === undefined
      ? await db.query<PlaceRow>(
          `SELECT city, state, latitude, longitude FROM quotable_locations
            WHERE kind = 'zip' AND postal_code = $1 LIMIT 1`,
          [code.slice(0, 5)],
        )
      : await db.query<PlaceRow>(
          `SELECT city, state, latitude, longitude FROM quotable_locations
            WHERE kind = 'district' AND country = 'CA' AND state = $1 AND city = $2
            ORDER BY population DESC LIMIT 1`,
          [canadian.province, canadian.city],
        );
  return rows[0];
}

/**
 * The lane between two postal codes with its miles; which end no place is known for otherwise
 * (the caller decides whether that is a 400 or no quote).
 */
export async function findLane(
  db: Queryable,
  ends: LaneEnds,
): Promise<{ lane: QuotedLane } | { unknown: ('originPostalCode' | 'destinationPostalCode')[] }> {
  const [origin, destination] = await Promise.all([
    placeOf(db, ends.originPostalCode),
    placeOf(db, ends.destinationPostalCode),
  ]);
  if (!origin || !destination)
    return {
      unknown: [
        ...(origin ? [] : (['originPostalCode'] as const)),
        ...(destination ? [] : (['destinationPostalCode'] as const)),
      ],
    };
  return {
    lane: {
      origin: {
        postalCode: ends.originPostalCode.trim().toUpperCase(),
        city: origin.city,
        state: origin.state,
      },
      destination: {
        postalCode: ends.destinationPostalCode.trim().toUpperCase(),
        city: destination.city,
        state: destination.state,
      },
      miles: laneMiles(origin, destination),
    },
  };
}

const cents = (n: number) => Math.round(n * 100);

/** A tariff's rate for the lane in the contract's rate-selection shape (price = rate + markup, in cents). */
export function priceOnTariff(
  tariff: TariffRow,
  request: Omit<LanePriceInput, 'miles'>,
  lane: QuotedLane,
  quoteId: string | null,
): RateSelection {
  const terms: CarrierTariff = {
    perMile: tariff.per_mile,
    perHundredweight: tariff.per_hundredweight,
    minimum: tariff.minimum,
  };
  const rate = lanePrice({ ...request, miles: lane.miles }, terms);
  return {
    id: quoteId === null ? tariff.id : `quote-${quoteId}`,
    carrierId: tariff.carrier_id,
    carrierName: tariff.carrier_name,
    rateType: tariff.rate_type,
    chargeRateType: tariff.charge_rate_type,
    shippingMode: tariff.shipping_mode as 0,
    price: (cents(rate) + cents(tariff.markup)) / 100,
    rate,
    markupTotal: tariff.markup,
    isGuaranteedRate: tariff.is_guaranteed,
    quoteId,
    webServiceDescriptionId: tariff.web_service_description_id,
    serviceLevelCode: tariff.service_level as 0,
    rateSource: tariff.rate_source,
    serviceDays: laneServiceDays(lane.miles, request.shippingMode),
  };
}

/** Every tariff pricing a shipping mode, contract rates first (those in error too: the caller lists). */
export async function tariffsFor(db: Queryable, shippingMode: number): Promise<TariffRow[]> {
  const { rows } = await db.query<TariffRow>(
    `SELECT ${tariffColumns} FROM carrier_tariffs WHERE shipping_mode = $1 ORDER BY sort_order, id`,
    [shippingMode],
  );
  return rows;
}

/**
 * Asks a carrier API for its quote on the lane and stores it, numbered (`Q-100001`…): the quote id is
 * what a booking names to the carrier. The same request within `apiQuoteValidMinutes` answers the
 * quote already given.
 */
export async function storeApiQuote(
  db: Queryable,
  caller: Caller,
  tariff: TariffRow,
  request: LaneRequest,
  lane: QuotedLane,
): Promise<RateSelection> {
  const draft = priceOnTariff(tariff, request, lane, null);
  const values = [
    tariff.id,
    caller.companyId,
    JSON.stringify(request),
    lane.miles,
    draft.rate,
    draft.markupTotal,
    draft.serviceDays,
  ];
  // The same request at the same price within the quote's validity answers the quote already given
  // (a changed tariff prices differently, so it is asked again).
  const given = await db.query<{ quote_id: string }>(
    `SELECT quote_id FROM rate_quotes
      WHERE tariff_id = $1 AND company_id = $2 AND request = $3::jsonb AND miles = $4 AND rate = $5
        AND markup_total = $6 AND service_days = $7
        AND quoted_at > now() - make_interval(mins => $8)
      ORDER BY quoted_at DESC LIMIT 1`,
    [...values, apiQuoteValidMinutes],
  );
  const rows =
    given.rows.length > 0
      ? given.rows
      : (
          await db.query<{ quote_id: string }>(
            `INSERT INTO rate_quotes (tariff_id, company_id, request, miles, rate, markup_total, service_days)
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING quote_id`,
            values,
          )
        ).rows;
  const quoteId = rows[0]?.quote_id ?? '';
  return { ...draft, id: `quote-${quoteId}`, quoteId };
}

/**
 * The unified rates of a lane (spec 1 §7): every tariff of the mode not in error (spec 1 §5) priced,
 * contract and spot rates first, then the carrier API's quote, asked and stored last.
 */
export async function unifiedLaneRates(
  db: Queryable,
  caller: Caller,
  request: LaneRequest,
  lane: QuotedLane,
): Promise<RateSelection[]> {
  const listed = listableRates(await tariffsFor(db, request.shippingMode));
  const rates = listed
    .filter((t) => t.rate_type !== 'Quote')
    .map((t) => priceOnTariff(t, request, lane, null));
  const api = listed.find((t) => t.rate_type === 'Quote');
  return api ? [...rates, await storeApiQuote(db, caller, api, request, lane)] : rates;
}
