export { RateTable, type RateTableProps, type RateTableRate } from './RateTable.tsx';
export { rateMessages } from './rateMessages.ts';
