import { ServiceLevel, ShippingMode } from '@freightkit/domain';
import { seededId, type Area } from '../area.ts';
import { orderRateRoutes } from './orderRates.ts';
import { quoteRoutes } from './quotes.ts';
import { rateRoutes } from './routes.ts';

/** One rate every shipment is priced with; its amount is a base plus a step per shipment, so the seed is deterministic. */
interface RateTemplate {
  carrier: string;
  carrierName: string;
  rateType: 'Contract' | 'Spot' | 'Quote';
  chargeRateType: string;
  shippingMode: number;
  base: number;
  markup: number;
  guaranteed: boolean;
  quote: boolean;
  serviceLevel: number;
  source: string;
  days: number | null;
  error: string | null;
}

const contract = {
  rateType: 'Contract',
  chargeRateType: 'Flat',
  shippingMode: ShippingMode.TL,
  markup: 0,
  quote: false,
  source: 'Contract',
} as const;

/**
 * A few carriers' contract TL rates (one guaranteed, one in error, which is never listed, spec 1 §5),
 * a spot rate and an LTL quote from a carrier's API: every rate type the unified rates show.
 */
const templates = (swiftline: string, ironhorse: string): RateTemplate[] => [
  {
    ...contract,
    carrier: swiftline,
    carrierName: 'Swiftline Carriers',
    base: 1800,
    guaranteed: true,
    serviceLevel: ServiceLevel.Standard,
    days: 2,
    error: null,
  },
  {
    ...contract,
    carrier: ironhorse,
    carrierName: 'Iron Horse Freight',
    base: 1875,
    guaranteed: false,
    serviceLevel: ServiceLevel.Standard,
    days: 3,
    error: null,
  },
  {
    ...contract,
    carrier: 'carrier-blue-ridge',
    carrierName: 'Blue Ridge Transport',
    base: 1700,
    guaranteed: false,
    serviceLevel: ServiceLevel.Standard,
    days: 2,
    error: 'Carrier insurance expired.',
  },
  {
    carrier: 'carrier-lone-star',
    carrierName: 'Lone Star Logistics',
    rateType: 'Spot',
    chargeRateType: 'Flat',
    shippingMode: ShippingMode.TL,
    base: 1950,
    markup: 50,
    guaranteed: false,
    quote: false,
    serviceLevel: ServiceLevel.BookItNow,
    source: 'Spot',
    days: 2,
    error: null,
  },
  {
    carrier: 'carrier-prairie',
    carrierName: 'Prairie LTL',
    rateType: 'Quote',
    chargeRateType: 'PerHundredweight',
    shippingMode: ShippingMode.LTL,
    base: 1150,
    markup: 60,
    guaranteed: false,
    quote: true,
    serviceLevel: ServiceLevel.Standard,
    source: 'API',
    days: 4,
    error: null,
  },
];

/** A carrier's tariff for lanes priced from scratch (ad hoc stops and products, ADR 053). */
interface TariffSeed {
  id: string;
  carrier: string;
  carrierName: string;
  rateType: 'Contract' | 'Spot' | 'Quote';
  chargeRateType: string;
  shippingMode: number;
  perMile: number;
  perHundredweight: number;
  minimum: number;
  markup: number;
  guaranteed: boolean;
  webService: string | null;
  serviceLevel: number;
  source: string;
  error: string | null;
}

const tariff = (t: Partial<TariffSeed> & Pick<TariffSeed, 'id' | 'carrier' | 'carrierName'>): TariffSeed => ({
  rateType: 'Contract',
  chargeRateType: 'PerMile',
  shippingMode: ShippingMode.TL,
  perMile: 0,
  perHundredweight: 0,
  minimum: 0,
  markup: 0,
  guaranteed: false,
  webService: null,
  serviceLevel: ServiceLevel.Standard,
  source: 'Contract',
  error: null,
  ...t,
});

/**
 * The same carriers' tariffs (the contract carriers, one in error, a spot carrier, a TL and an LTL
 * carrier API) so an ad hoc lane is priced by every rate type a shipment's rates show.
 */
const tariffs = (swiftline: string, ironhorse: string): TariffSeed[] => [
  tariff({
    id: 'tariff-swiftline-tl',
    carrier: swiftline,
    carrierName: 'Swiftline Carriers',
    perMile: 2.45,
    minimum: 450,
    guaranteed: true,
  }),
  tariff({
    id: 'tariff-ironhorse-tl',
    carrier: ironhorse,
    carrierName: 'Iron Horse Freight',
    perMile: 2.55,
    minimum: 400,
  }),
  tariff({
    id: 'tariff-blueridge-tl',
    carrier: 'carrier-blue-ridge',
    carrierName: 'Blue Ridge Transport',
    perMile: 2.2,
    minimum: 350,
    error: 'Carrier insurance expired.',
  }),
  tariff({
    id: 'tariff-lonestar-spot',
    carrier: 'carrier-lone-star',
    carrierName: 'Lone Star Logistics',
    rateType: 'Spot',
    perMile: 2.7,
    minimum: 500,
    markup: 50,
    serviceLevel: ServiceLevel.BookItNow,
    source: 'Spot',
  }),
  tariff({
    id: 'tariff-keystone-api',
    carrier: 'carrier-keystone',
    carrierName: 'Keystone Express',
    rateType: 'Quote',
    perMile: 2.6,
    minimum: 475,
    markup: 60,
    webService: 'keystone-api',
    source: 'API',
  }),
  tariff({
    id: 'tariff-ironhorse-ltl',
    carrier: ironhorse,
    carrierName: 'Iron Horse Freight',
    chargeRateType: 'PerHundredweight',
    shippingMode: ShippingMode.LTL,
    perHundredweight: 21,
    minimum: 190,
  }),
  tariff({
    id: 'tariff-prairie-api',
    carrier: 'carrier-prairie',
    carrierName: 'Prairie LTL',
    rateType: 'Quote',
    chargeRateType: 'PerHundredweight',
    shippingMode: ShippingMode.LTL,
    perHundredweight: 18.5,
    minimum: 180,
    markup: 60,
    webService: 'prairie-api',
    source: 'API',
  }),
];

/** Unified rates of a shipment and booking a contract TL rate (spec 1 §7 Rates). */
export const ratesArea: Area = {
  name: 'rates',
  migrations: new URL('./migrations/', import.meta.url),
  async seed({ db, ids }) {
    const all = templates(seededId(ids.companies, 'swiftline'), seededId(ids.companies, 'ironhorse'));
    for (const [order, t] of all.entries()) {
      // Amount: the template's base plus $12.50 per step of the shipment number, so each load has its own prices.
      await db.query(
        `INSERT INTO shipment_rates (shipment_id, carrier_id, carrier_name, rate_type, charge_rate_type, shipping_mode, rate,
                                     markup_total, is_guaranteed, quote_id, web_service_description_id, service_level,
                                     rate_source, service_days, error, sort_order)
         SELECT s.id, $1, $2, $3, $4, $5, $6 + (regexp_replace(s.shipment_number, '\\D', '', 'g')::bigint % 20) * 12.5,
                $7, $8, CASE WHEN $9 THEN 'Q-' || s.shipment_number ELSE NULL END,
                CASE WHEN $9 THEN 'prairie-api' ELSE NULL END, $10, $11, $12, $13, $14
           FROM shipments s`,
        [
          t.carrier,
          t.carrierName,
          t.rateType,
          t.chargeRateType,
          t.shippingMode,
          t.base,
          t.markup,
          t.guaranteed,
          t.quote,
          t.serviceLevel,
          t.source,
          t.days,
          t.error,
          order,
        ],
      );
    }
    for (const [order, t] of tariffs(
      seededId(ids.companies, 'swiftline'),
      seededId(ids.companies, 'ironhorse'),
    ).entries()) {
      await db.query(
        `INSERT INTO carrier_tariffs (id, carrier_id, carrier_name, rate_type, charge_rate_type, shipping_mode, per_mile,
                                      per_hundredweight, minimum, markup, is_guaranteed, web_service_description_id,
                                      service_level, rate_source, error, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
        [
          t.id,
          t.carrier,
          t.carrierName,
          t.rateType,
          t.chargeRateType,
          t.shippingMode,
          t.perMile,
          t.perHundredweight,
          t.minimum,
          t.markup,
          t.guaranteed,
          t.webService,
          t.serviceLevel,
          t.source,
          t.error,
          order,
        ],
      );
    }
  },
  routes(app) {
    rateRoutes(app);
    quoteRoutes(app);
    orderRateRoutes(app);
  },
};
