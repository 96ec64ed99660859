import { ServiceLevel, ShippingMode } from '@freightkit/domain';
import { seededId, type Area } from '../area.ts';
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
  },
  routes(app) {
    rateRoutes(app);
  },
};
