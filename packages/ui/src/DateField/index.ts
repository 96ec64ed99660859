export { DateField, type DateFieldProps } from './DateField.tsx';
export { formatDateText, parseDateText } from './dateFormat.ts';
