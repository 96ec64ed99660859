export { DateField, type DateFieldProps } from './DateField.tsx';
