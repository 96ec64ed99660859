import type { LocalizedCatalog } from '@freightkit/domain';

/**
 * Kit-only texts of the rate table (column headers, assistive names) that the spec does not word.
 * Service levels and rate types are worded by the caller.
 */
export const rateMessages = {
  en: {
    'kit.rates.caption': 'Rates',
    'kit.rates.carrier': 'Carrier',
    'kit.rates.rateType': 'Rate type',
    'kit.rates.serviceLevel': 'Service level',
    'kit.rates.transit': 'Transit',
    'kit.rates.transitDays': '{days, plural, one {# day} other {# days}}',
    'kit.rates.transitDay': '1 day',
    'kit.rates.price': 'Price',
    'kit.rates.guaranteed': 'Guaranteed',
    'kit.rates.actions': 'Actions',
    'kit.rates.book': 'Book',
    'kit.rates.bookLabel': 'Book {carrier} at {price}',
    'kit.rates.empty': 'No rates for this shipment',
  },
} as const satisfies LocalizedCatalog;
