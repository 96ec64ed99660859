/** React bindings of the FreightKit API: provider, query client factory, keys, queryOptions factories and hooks. */
export * from './ApiProvider.tsx';
export * from './cases.ts';
export * from './documents.ts';
export * from './hooks.ts';
export * from './invoices.ts';
export * from './keys.ts';
export * from './notes.ts';
export * from './payments.ts';
export * from './queries.ts';
export * from './queryClient.ts';
export * from './shipmentResources.ts';
export * from './shipments.ts';
export * from './tenders.ts';
export * from './rateRequests.ts';
export * from './loadBoard.ts';
export * from './rates.ts';
export * from './contacts.ts';
