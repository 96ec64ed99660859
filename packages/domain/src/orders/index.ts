export * from './payloads.ts';
export * from './stops.ts';
export * from './locations.ts';
export * from './orders.ts';
export * from './status.ts';
export * from './form.ts';
export * from './rateRequests.ts';
export * from './duplicate.ts';
