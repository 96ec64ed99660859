export { Field, type FieldControlProps, type FieldProps } from './Field.tsx';
export { TextField, type TextFieldProps } from './TextField.tsx';
export { splitFieldProps, type FieldFrameProps } from './fieldProps.ts';
