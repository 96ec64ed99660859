export { Combobox, type ComboboxProps } from './Combobox.tsx';
