import { contract, type AdHocQuoteBody, type QuotedLane, type RateSelection } from '@freightkit/api';
import {
  answer,
  lanePrice,
  laneMiles,
  laneServiceDays,
  listableRates,
  provinceOfCanadianPostalCode,
  type CarrierTariff,
} from '@freightkit/domain';
import type { Hono } from 'hono';
import type { Database } from '../../db/database.ts';
import type { AppEnv, Caller } from '../../http/context.ts';
import { invalid, invalidField } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';

interface TariffRow {
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

/** A validated quote body (the contract's output). */
type QuoteBody = Omit<AdHocQuoteBody, 'products'> & {
  products: { weightLbs: number; pieces: number; freightClass?: number | null | undefined }[];
};

const tariffColumns = `id, carrier_id, carrier_name, rate_type, charge_rate_type, shipping_mode,
  per_mile::float8 AS per_mile, per_hundredweight::float8 AS per_hundredweight, minimum::float8 AS minimum,
  markup::float8 AS markup, is_guaranteed, web_service_description_id, service_level, rate_source, error`;

/**
 * Where a postal code is: a US ZIP at its row of the shipped place table (first five digits); a
 * Canadian code, which the table does not hold, at its province's largest city (ADR 053).
 */
async function placeOf(db: Database, postalCode: string): Promise<PlaceRow | undefined> {
  const code = postalCode.trim().toUpperCase();
  const province = provinceOfCanadianPostalCode(code);
  const { rows } =
    province === undefined
      ? await db.query<PlaceRow>(
          `SELECT city, state, latitude, longitude FROM quotable_locations
            WHERE kind = 'zip' AND postal_code = $1 LIMIT 1`,
          [code.slice(0, 5)],
        )
      : await db.query<PlaceRow>(
          `SELECT city, state, latitude, longitude FROM quotable_locations
            WHERE kind = 'district' AND country = 'CA' AND state = $1 ORDER BY population DESC LIMIT 1`,
          [province],
        );
  return rows[0];
}

/** The lane of a quote, or a 400 naming each postal code no place is known for. */
async function laneOf(db: Database, body: QuoteBody): Promise<QuotedLane> {
  const [origin, destination] = await Promise.all([
    placeOf(db, body.originPostalCode),
    placeOf(db, body.destinationPostalCode),
  ]);
  const unknown = answer('answer.quotes.postalUnknown');
  if (!origin || !destination)
    throw invalid({
      ...(origin ? {} : { originPostalCode: [unknown] }),
      ...(destination ? {} : { destinationPostalCode: [unknown] }),
    });
  return {
    origin: {
      postalCode: body.originPostalCode.trim().toUpperCase(),
      city: origin.city,
      state: origin.state,
    },
    destination: {
      postalCode: body.destinationPostalCode.trim().toUpperCase(),
      city: destination.city,
      state: destination.state,
    },
    miles: laneMiles(origin, destination),
  };
}

const cents = (n: number) => Math.round(n * 100);

/** A tariff's rate for the lane in the contract's rate-selection shape. */
function priced(tariff: TariffRow, body: QuoteBody, lane: QuotedLane, quoteId: string | null): RateSelection {
  const terms: CarrierTariff = {
    perMile: tariff.per_mile,
    perHundredweight: tariff.per_hundredweight,
    minimum: tariff.minimum,
  };
  const rate = lanePrice({ ...body, miles: lane.miles }, terms);
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
    serviceDays: laneServiceDays(lane.miles, body.shippingMode),
  };
}

/** The tariffs pricing a shipping mode, contract rates first. */
async function tariffsFor(db: Database, shippingMode: number): Promise<TariffRow[]> {
  const { rows } = await db.query<TariffRow>(
    `SELECT ${tariffColumns} FROM carrier_tariffs WHERE shipping_mode = $1 ORDER BY sort_order, id`,
    [shippingMode],
  );
  return rows;
}

/**
 * Asks the carrier API of the mode for its quote and stores it (the quote id is what a booking would
 * name); `null` when no API prices the mode or its tariff is in error.
 */
async function apiQuote(
  db: Database,
  caller: Caller,
  tariffs: readonly TariffRow[],
  body: QuoteBody,
  lane: QuotedLane,
): Promise<RateSelection | null> {
  const tariff = listableRates(tariffs).find((t) => t.rate_type === 'Quote');
  if (!tariff) return null;
  const draft = priced(tariff, body, lane, null);
  const { rows } = await db.query<{ quote_id: string }>(
    `INSERT INTO rate_quotes (tariff_id, company_id, request, miles, rate, markup_total, service_days)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING quote_id`,
    [
      tariff.id,
      caller.companyId,
      JSON.stringify(body),
      lane.miles,
      draft.rate,
      draft.markupTotal,
      draft.serviceDays,
    ],
  );
  const quoteId = rows[0]?.quote_id ?? '';
  return { ...draft, id: `quote-${quoteId}`, quoteId };
}

/** Unified rates for ad hoc stops and products, and the API quote on its own (spec 1 §7; ADR 053). */
export function quoteRoutes(app: Hono<AppEnv>): void {
  mount(app, contract.rates.forAdHoc, async ({ services, caller, body, query }) => {
    const lane = await laneOf(services.db, body);
    const tariffs = await tariffsFor(services.db, body.shippingMode);
    // Rates in error are never listed (spec 1 §5); the API quote is asked only once the others are priced.
    const rates = listableRates(tariffs)
      .filter((t) => t.rate_type !== 'Quote')
      .map((t) => priced(t, body, lane, null));
    const quote = await apiQuote(services.db, caller, tariffs, body, lane);
    const all = quote === null ? rates : [...rates, quote];
    const start = (query.page - 1) * query.pageSize;
    return {
      lane,
      items: all.slice(start, start + query.pageSize),
      totalCount: all.length,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  mount(app, contract.rates.apiQuote, async ({ services, caller, body }) => {
    const lane = await laneOf(services.db, body);
    const quote = await apiQuote(
      services.db,
      caller,
      await tariffsFor(services.db, body.shippingMode),
      body,
      lane,
    );
    if (quote === null)
      throw invalidField(
        'shippingMode',
        'No carrier API quotes this shipping mode; ask for the unified rates.',
      );
    return { quote, lane };
  });
}
