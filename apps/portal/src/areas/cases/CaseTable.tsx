import type { CaseRecord } from '@freightkit/api';
import { shipmentPreviewPath } from '@freightkit/domain';
import { DataTable, DateTime, useI18n, useLinkComponent } from '@freightkit/ui';
import { createElement, type ReactNode } from 'react';
import { CaseStatusChips } from './CaseStatusChips.tsx';
import { casePreviewPath } from './paths.ts';

/** Props of {@link CaseTable}. */
export interface CaseTableProps {
  /** The table's caption (its accessible name). */
  readonly caption: string;
  /** The cases, newest first. */
  readonly cases: readonly CaseRecord[];
  /** Text when there are no cases. */
  readonly emptyText: ReactNode;
  /** The first load is running. @default false */
  readonly loading?: boolean;
  /** A load failed: its message (and a retry) instead of the rows. */
  readonly error?: ReactNode;
  /** Leave out the shipment column (inside a shipment's own Cases tab). @default false */
  readonly withoutShipment?: boolean;
}

/**
 * Cases as a table: the case number linking to its preview, its type, its shipment linking to the
 * shipment's details, its status chips (domain's display group and tone) and the date it was raised.
 * Used by the `/cases` list and by a shipment's Cases tab.
 */
export function CaseTable({
  caption,
  cases,
  emptyText,
  loading = false,
  error,
  withoutShipment = false,
}: CaseTableProps) {
  const { t } = useI18n();
  const Link = useLinkComponent();
  const shipmentColumn = {
    id: 'shipment',
    header: t('cases.column.shipment'),
    cell: (c: CaseRecord) =>
      c.shipmentNumber === null
        ? t('cases.column.none')
        : createElement(Link, { href: shipmentPreviewPath(c.shipmentNumber, 'details') }, c.shipmentNumber),
  };
  return (
    <DataTable<CaseRecord>
      caption={caption}
      columns={[
        {
          id: 'case',
          header: t('cases.column.case'),
          rowHeader: true,
          cell: (c) => createElement(Link, { href: casePreviewPath(c.caseNumber) }, c.caseNumber),
        },
        { id: 'type', header: t('cases.column.type'), cell: (c) => c.title },
        ...(withoutShipment ? [] : [shipmentColumn]),
        { id: 'status', header: t('cases.column.status'), cell: (c) => <CaseStatusChips kase={c} /> },
        {
          id: 'raised',
          header: t('cases.column.raised'),
          cell: (c) => <DateTime value={c.createdDateTime} />,
        },
      ]}
      rows={cases}
      getRowKey={(c) => c.id}
      emptyText={emptyText}
      loading={loading}
      error={error}
    />
  );
}
