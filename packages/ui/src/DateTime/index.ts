export { DateTime, type DateTimeProps } from './DateTime.tsx';
export type { DateTimeStyle, DateTimeValue } from './formatDateTime.ts';
