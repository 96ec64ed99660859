export * from './invoices.ts';
export * from './thirdPartyPayer.ts';
export * from './accountingQuery.ts';
