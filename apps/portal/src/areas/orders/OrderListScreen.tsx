import type { OrderListItem } from '@freightkit/api';
import { useOrderCounts, useOrderList } from '@freightkit/api/react';
import {
  canConsolidateOrder,
  listPageSize,
  orderStatuses,
  orderTypes,
  type OrderStatus,
} from '@freightkit/domain';
import {
  Box,
  Button,
  Checkbox,
  DataTable,
  DateTime,
  Inline,
  Pager,
  Stack,
  Tabs,
  Text,
  TextField,
  useFormat,
  useI18n,
  useLinkComponent,
  VisuallyHidden,
} from '@freightkit/ui';
import { createElement, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoadFailure } from '../common/LoadFailure.tsx';
import { Page } from '../common/Page.tsx';
import { PageTitle } from '../common/PageTitle.tsx';
import { AutoTenderDialog } from './AutoTenderDialog.tsx';
import { ConsolidateDialog } from './ConsolidateDialog.tsx';
import { OrderStatusChip } from './OrderStatusChip.tsx';
import { orderCreatePath, orderListPath, orderPreviewPath } from './paths.ts';

const statusValues: readonly string[] = orderStatuses.entries.map((e) => e.value);

/** The list's state as the address holds it (`?status=&q=&page=`), so reload and links keep it. */
function readQuery(params: URLSearchParams) {
  const raw = params.get('status') ?? '';
  const status: OrderStatus | '' = statusValues.includes(raw) ? (raw as OrderStatus) : '';
  const q = params.get('q')?.trim() ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  return { status, q, page };
}

/**
 * `/orders` (spec 2 §2): the broker's orders in a table, 50 a page (spec 2 §9), in status views with
 * their counts (spec 2 §7 "status counts") and searched by number, customer or reference; each number
 * opens the order. View, search and page live in the address. Open orders can be ticked (Space on
 * the checkbox) and consolidated onto one shipment, the first ticked being the one the others join
 * (ADR 052); automatic tendering is set from the header.
 */
export function OrderListScreen() {
  const { t } = useI18n();
  const format = useFormat();
  const Link = useLinkComponent();
  const navigate = useNavigate();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const { status, q, page } = readQuery(params);
  const [typed, setTyped] = useState(q);
  // Ticked orders, in the order ticked: the first is the one the others join.
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [consolidating, setConsolidating] = useState(false);
  const counts = useOrderCounts();
  const list = useOrderList({
    ...(status ? { status } : {}),
    ...(q ? { query: q } : {}),
    page,
    pageSize: listPageSize,
  });
  const set = (changes: Record<string, string>) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === '') next.delete(key);
        else next.set(key, value);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  };
  const total = list.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / listPageSize));
  const viewLabel = status ? (orderStatuses.label(status) ?? status) : t('orders.list.all');
  const place = (end: OrderListItem['origin']) =>
    end ? t('orders.place', { city: end.city, state: end.state }) : t('orders.none');
  const withQuery = (path: string) =>
    q ? `${path}${path.includes('?') ? '&' : '?'}q=${encodeURIComponent(q)}` : path;

  return (
    <Page as="section" aria-labelledby={headingId}>
      <Inline space="md" align="spaceBetween" alignY="center">
        <Stack space="xs">
          <PageTitle id={headingId}>{t('orders.title')}</PageTitle>
          <Text tone="secondary">{t('orders.list.intro')}</Text>
        </Stack>
        <Inline space="sm" alignY="center">
          <AutoTenderDialog />
          {createElement(Link, { href: orderCreatePath }, t('orders.list.create'))}
        </Inline>
      </Inline>
      <form
        role="search"
        aria-label={t('orders.list.search')}
        onSubmit={(event) => {
          event.preventDefault();
          set({ q: typed.trim() });
        }}
      >
        <Inline space="md" alignY="bottom">
          <TextField
            label={t('orders.list.query')}
            type="search"
            icon="search"
            value={typed}
            onChange={setTyped}
          />
          <Button type="submit" variant="secondary">
            {t('orders.list.searchButton')}
          </Button>
        </Inline>
      </form>
      <Tabs
        label={t('orders.list.views')}
        selectedId={status || 'all'}
        // Tabs activate as focus moves (arrow keys): each activation opens that view's address.
        onSelectedIdChange={(id) => {
          const next = id === 'all' ? '' : id;
          if (next !== status) void navigate(withQuery(orderListPath(next as OrderStatus | '')));
        }}
        items={[
          {
            id: 'all',
            label: t('orders.list.all'),
            href: withQuery(orderListPath('')),
            ...(counts.data ? { count: counts.data.all } : {}),
          },
          ...orderStatuses.entries.map((entry) => ({
            id: entry.value,
            label: entry.label,
            href: withQuery(orderListPath(entry.value)),
            ...(counts.data ? { count: counts.data.byStatus[entry.value] } : {}),
          })),
        ]}
      >
        <Box display="flex" flexDirection="column" gap="md" paddingTop="md">
          <Inline space="sm" alignY="center">
            <Button
              variant="secondary"
              disabled={selected.length === 0}
              onClick={() => {
                setConsolidating(true);
              }}
            >
              {t('orders.consolidate.openSelected', { count: selected.length })}
            </Button>
          </Inline>
          {selected[0] !== undefined ? (
            <ConsolidateDialog
              orderNumber={selected[0]}
              picked={selected}
              open={consolidating}
              onOpenChange={(open) => {
                setConsolidating(open);
                if (!open) setSelected([]);
              }}
            />
          ) : null}
          <DataTable<OrderListItem>
            caption={t('orders.list.caption', { view: viewLabel })}
            columns={[
              {
                id: 'select',
                header: <VisuallyHidden>{t('orders.consolidate.selectColumn')}</VisuallyHidden>,
                cell: (o) =>
                  canConsolidateOrder(o.status) ? (
                    <Checkbox
                      label={
                        <VisuallyHidden>
                          {t('orders.consolidate.select', { number: o.orderNumber })}
                        </VisuallyHidden>
                      }
                      checked={selected.includes(o.orderNumber)}
                      onChange={(on) => {
                        setSelected((current) =>
                          on
                            ? [...current.filter((n) => n !== o.orderNumber), o.orderNumber]
                            : current.filter((n) => n !== o.orderNumber),
                        );
                      }}
                    />
                  ) : null,
              },
              {
                id: 'number',
                header: t('orders.column.number'),
                rowHeader: true,
                cell: (o) => createElement(Link, { href: orderPreviewPath(o.orderNumber) }, o.orderNumber),
              },
              {
                id: 'status',
                header: t('orders.column.status'),
                cell: (o) => <OrderStatusChip status={o.status} />,
              },
              {
                id: 'type',
                header: t('orders.column.type'),
                cell: (o) => orderTypes.label(o.orderType) ?? o.orderType,
              },
              { id: 'customer', header: t('orders.column.customer'), cell: (o) => o.customerName },
              {
                id: 'lane',
                header: t('orders.column.lane'),
                cell: (o) => t('orders.lane', { origin: place(o.origin), destination: place(o.destination) }),
              },
              {
                id: 'pickup',
                header: t('orders.column.pickup'),
                cell: (o) =>
                  o.origin ? (
                    <DateTime value={o.origin.early} timeZone={o.origin.ianaTimezone} format="dateTime" />
                  ) : (
                    t('orders.none')
                  ),
              },
              {
                id: 'weight',
                header: t('orders.column.weight'),
                cell: (o) => t('orders.weight', { weight: format.formatNumber(o.weightLbs) }),
              },
              {
                id: 'shipment',
                header: t('orders.column.shipment'),
                cell: (o) => o.shipmentNumber ?? t('orders.none'),
              },
            ]}
            rows={list.data?.items ?? []}
            getRowKey={(o) => o.id}
            emptyText={status || q ? t('orders.list.empty') : t('orders.list.emptyAll')}
            loading={list.isPending}
            error={
              list.isError ? (
                <LoadFailure
                  title={t('orders.list.errorTitle')}
                  error={list.error}
                  retryLabel={t('orders.retry')}
                  onRetry={() => void list.refetch()}
                />
              ) : undefined
            }
          />
          {list.data ? (
            <Pager
              label={t('orders.list.pages')}
              page={page}
              pages={pages}
              summary={t('orders.list.total', { count: total })}
              onPageChange={(next) => {
                set({ page: String(next) });
              }}
            />
          ) : null}
        </Box>
      </Tabs>
    </Page>
  );
}
