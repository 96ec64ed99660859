/** MSW handlers derived from the contract, and data factories, for Storybook and component tests. */
export * from './cases.ts';
export * from './documents.ts';
export * from './endpointHandler.ts';
export * from './factories.ts';
export * from './handlers.ts';
export * from './invoices.ts';
export * from './notes.ts';
export * from './shipmentResources.ts';
export * from './shipments.ts';
