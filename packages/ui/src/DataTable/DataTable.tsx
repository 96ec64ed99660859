import type { Key, ReactNode } from 'react';
import { useI18n } from '../i18n/I18nContext.tsx';
import * as styles from './DataTable.css.ts';
import { useOverflowsSideways } from './useOverflowsSideways.ts';

/** One column of a {@link DataTable}. */
export interface DataTableColumn<Row> {
  /** Stable id, also the key of this column's value in `totals`. */
  id: string;
  /** Column header text. */
  header: ReactNode;
  /** Renders this column's cell for a row. */
  cell: (row: Row, index: number) => ReactNode;
  /** `'end'` for numbers and money (right-aligned in left-to-right text, tabular digits). @default 'start' */
  align?: 'start' | 'end' | 'center';
  /** Makes this column's cells row headers (`<th scope="row">`), e.g. a description. @default false */
  rowHeader?: boolean;
}

/** The summed row at the foot of the table. */
export interface DataTableTotals {
  /** Label in the first column. @default 'Total' (kit catalog) */
  label?: ReactNode;
  /** Values by column id; columns without a value stay empty. */
  values: Readonly<Record<string, ReactNode>>;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  /** The table's caption: its accessible name, shown above it unless `hideCaption`. */
  caption: string;
  /** Hide the caption visually (it stays the table's name), e.g. inside a titled accordion. @default false */
  hideCaption?: boolean;
  /** Columns, in order. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows. */
  rows: readonly Row[];
  /** A stable key per row. @default the index */
  getRowKey?: (row: Row, index: number) => Key;
  /** A summed row in `<tfoot>`; omitted when there are no rows. */
  totals?: DataTableTotals;
  /** Text when there are no rows. */
  emptyText: ReactNode;
  /** Rows are loading: the body shows 'Loading' and the table is `aria-busy`. @default false */
  loading?: boolean;
  /** A load failed: shown in the body as an alert instead of the rows. */
  error?: ReactNode;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * A real `<table>` with a caption, header cells with `scope`, numeric columns aligned to the end,
 * an optional summed row in `<tfoot>`, and empty, loading and error states in the body. It
 * scrolls sideways on narrow screens instead of squeezing columns, and is a tab stop only then.
 *
 * @example
 * <DataTable
 *   caption="Charges"
 *   columns={[{ id: 'description', header: 'Description', cell: (c) => c.description },
 *             { id: 'total', header: 'Total', align: 'end', cell: (c) => <Money amount={c.total} /> }]}
 *   rows={charges}
 *   totals={{ values: { total: <Money amount={sum} /> } }}
 *   emptyText="No Charges Linked to Invoice"
 * />
 */
export function DataTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  getRowKey,
  totals,
  emptyText,
  loading = false,
  error,
  className,
}: DataTableProps<Row>) {
  const { t } = useI18n();
  const [wrapperRef, overflows] = useOverflowsSideways<HTMLDivElement>();
  const span = Math.max(columns.length, 1);
  let body: ReactNode;
  if (error) {
    body = (
      <tr>
        <td colSpan={span} className={styles.message}>
          <span role="alert">{error}</span>
        </td>
      </tr>
    );
  } else if (loading) {
    body = (
      <tr>
        <td colSpan={span} className={styles.message}>
          <span role="status">{t('kit.table.loading')}</span>
        </td>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={span} className={styles.message}>
          {emptyText}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row, index) => (
      <tr key={getRowKey ? getRowKey(row, index) : index} className={styles.row}>
        {columns.map((column) => {
          const className = styles.cell({ align: column.align });
          return column.rowHeader ? (
            <th key={column.id} scope="row" className={className}>
              {column.cell(row, index)}
            </th>
          ) : (
            <td key={column.id} className={className}>
              {column.cell(row, index)}
            </td>
          );
        })}
      </tr>
    ));
  }
  const showTotals = totals && rows.length > 0 && !loading && !error;
  return (
    // The wrapper is a region named by the caption. When the table is wider than its box the wrapper
    // scrolls sideways and becomes a tab stop, so keyboard users can reach and scroll it (axe
    // scrollable-region-focusable, WCAG 2.1.1); a table that fits adds no tab stop.
    <div
      ref={wrapperRef}
      className={[styles.wrapper, className].filter(Boolean).join(' ')}
      role="region"
      aria-label={caption}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={overflows ? 0 : undefined}
    >
      <table className={styles.table} aria-busy={loading || undefined}>
        <caption className={styles.caption({ hidden: hideCaption })}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={styles.cell({ align: column.align, kind: 'header' })}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
        {showTotals ? (
          <tfoot>
            <tr>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th
                    key={column.id}
                    scope="row"
                    className={styles.cell({ align: column.align, kind: 'total' })}
                  >
                    {totals.values[column.id] ?? totals.label ?? t('kit.table.total')}
                  </th>
                ) : (
                  <td key={column.id} className={styles.cell({ align: column.align, kind: 'total' })}>
                    {totals.values[column.id]}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
