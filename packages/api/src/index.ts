/**
 * @freightkit/api — the back-end contract (schemas and one entry per call) and the HTTP client.
 * React bindings live in `@freightkit/api/react`, MSW handlers and data factories in `@freightkit/api/msw`.
 */
export * from './contract/index.ts';
export * from './client/index.ts';
