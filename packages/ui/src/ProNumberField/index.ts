export { ProNumberField, type ProNumberFieldProps } from './ProNumberField.tsx';
