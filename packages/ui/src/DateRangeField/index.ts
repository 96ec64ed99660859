export { DateRangeField, type DateRangeFieldProps, type DateRangeValue } from './DateRangeField.tsx';
