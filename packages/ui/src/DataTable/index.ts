export { DataTable, type DataTableColumn, type DataTableProps, type DataTableTotals } from './DataTable.tsx';
export { ChargesTable, type ChargesTableProps } from './ChargesTable.tsx';
