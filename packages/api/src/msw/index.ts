/**
 * MSW fixtures for Storybook and component tests: handlers answering the contract's endpoints with
 * fixture data (validated against the contract's schemas), the default answer of every endpoint,
 * and the data builders. No back-end rule lives here; the sandbox holds the behaviour.
 */
export * from './cases.ts';
export * from './defaults.ts';
export * from './documents.ts';
export * from './endpointHandler.ts';
export * from './factories.ts';
export * from './fixture.ts';
export * from './invoices.ts';
export * from './notes.ts';
export * from './payments.ts';
export * from './videos.ts';
export * from './shipmentResources.ts';
export * from './shipments.ts';
export * from './thirdPartyPayerInvoices.ts';
