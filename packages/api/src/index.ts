/**
 * @freightkit/api — the back-end contract (schemas and one entry per call) and the HTTP client.
 * React bindings live in `@freightkit/api/react`; MSW fixtures (contract-checked, no back-end rules) and data builders in `@freightkit/api/msw`.
 */
export * from './contract/index.ts';
export * from './client/index.ts';
