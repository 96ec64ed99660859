export * from './invoices.ts';
export * from './thirdPartyPayer.ts';
