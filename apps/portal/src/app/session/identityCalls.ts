// The identity endpoints, not `contract`: the contract object would bring every area's schemas (ADR 064).
// A module of its own, imported on demand by the credentials adapter: its schemas and zod stay out of the
// sign-in page's first load (ADR 066).
export { identityEndpoints } from '@freightkit/api';
