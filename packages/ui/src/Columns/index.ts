export { Columns, type ColumnsProps } from './Columns.tsx';
export { Column, type ColumnProps, type ColumnWidth } from './Column.tsx';
