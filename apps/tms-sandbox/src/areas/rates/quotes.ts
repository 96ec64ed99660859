import { contract, type AdHocQuoteBody, type QuotedLane } from '@freightkit/api';
import { answer, listableRates } from '@freightkit/domain';
import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context.ts';
import { invalid, invalidField } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';
import { findLane, storeApiQuote, tariffsFor, unifiedLaneRates, type Queryable } from './lanePricing.ts';

/** A validated quote body (the contract's output). */
type QuoteBody = Omit<AdHocQuoteBody, 'products'> & {
  products: { weightLbs: number; pieces: number; freightClass?: number | null | undefined }[];
};

/** The lane of a quote, or a 400 naming each postal code no place is known for. */
async function laneOf(db: Queryable, body: QuoteBody): Promise<QuotedLane> {
  const found = await findLane(db, body);
  if ('lane' in found) return found.lane;
  const unknown = answer('answer.quotes.postalUnknown');
  throw invalid(Object.fromEntries(found.unknown.map((field) => [field, [unknown]])));
}

/** Unified rates for ad hoc stops and products, and the API quote on its own (spec 1 §7; ADR 053). */
export function quoteRoutes(app: Hono<AppEnv>): void {
  mount(app, contract.rates.forAdHoc, async ({ services, caller, body, query }) => {
    const lane = await laneOf(services.db, body);
    // Rates in error are never listed (spec 1 §5); the API quote is asked only once the others are priced.
    const all = await unifiedLaneRates(services.db, caller, body, lane);
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
    const tariff = listableRates(await tariffsFor(services.db, body.shippingMode)).find(
      (t) => t.rate_type === 'Quote',
    );
    if (!tariff) throw invalidField('shippingMode', answer('answer.rates.noApiQuote'));
    return { quote: await storeApiQuote(services.db, caller, tariff, body, lane), lane };
  });
}
