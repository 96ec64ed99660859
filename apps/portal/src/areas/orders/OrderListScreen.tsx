import type { OrderListItem } from '@freightkit/api';
import { useOrderCounts, useOrderList } from '@freightkit/api/react';
import { canConsolidateOrder, listPageSize, orderStatuses, orderTypes } from '@freightkit/domain';
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
import {
  orderListHref,
  panelFilterCount,
  readOrderListUrl,
  withoutStatus,
  type OrderFilters,
} from './listUrl.ts';
import { OrderFilterPanel } from './OrderFilterPanel.tsx';
import { OrderSavedViews } from './OrderSavedViews.tsx';
import { OrderStatusChip } from './OrderStatusChip.tsx';
import { orderCreatePath, orderPreviewPath } from './paths.ts';
import { enumText } from '../common/enumText.ts';

/**
 * `/orders` (spec 2 §2): the broker's orders in a table, 50 a page (spec 2 §9), in status views with
 * their counts (spec 2 §7 "status counts") and searched by number, customer or reference; each number
 * opens the order. Filters (customer, type, equipment, origin, destination, pickup days) and saved
 * filter sets narrow it, and the counts follow them (ADR 058). Every filter, the page and the saved
 * set live in the address, so a reload or a shared link shows the same list. Open orders can be ticked (Space on
 * the checkbox) and consolidated onto one shipment, the first ticked being the one the others join
 * (ADR 052); automatic tendering is set from the header.
 */
export function OrderListScreen() {
  const { t } = useI18n();
  const format = useFormat();
  const Link = useLinkComponent();
  const navigate = useNavigate();
  const headingId = useId();
  const [params] = useSearchParams();
  const { filters, page, savedView } = readOrderListUrl(params);
  const { status, query: q = '' } = filters;
  const [typed, setTyped] = useState(q);
  const filtersId = useId();
  const [filtersOpen, setFiltersOpen] = useState(panelFilterCount(filters) > 0);
  // Ticked orders, in the order ticked: the first is the one the others join.
  const [selected, setSelected] = useState<readonly string[]>([]);
  const [consolidating, setConsolidating] = useState(false);
  const counts = useOrderCounts(withoutStatus(filters));
  const list = useOrderList({ ...filters, page, pageSize: listPageSize });
  /** Opens the list with these filters (page 1 unless given); a hand-made change leaves the saved set. */
  const go = (next: OrderFilters, nextPage = 1, nextSaved: string | null = null) => {
    void navigate(orderListHref({ filters: next, page: nextPage, savedView: nextSaved }));
  };
  const hrefWithStatus = (next: OrderFilters['status']) =>
    orderListHref({ filters: { ...filters, status: next }, page: 1, savedView: null });
  const total = list.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / listPageSize));
  const statusLabel = (value: NonNullable<OrderFilters['status']>) => enumText(t, orderStatuses, value);
  const viewLabel = status ? statusLabel(status) : t('orders.list.all');
  const filtering = Object.keys(filters).length > 0;
  const panelCount = panelFilterCount(filters);
  const place = (end: OrderListItem['origin']) =>
    end ? t('orders.place', { city: end.city, state: end.state }) : t('orders.none');

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
          go({ ...filters, query: typed.trim() || undefined });
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
          <Button
            variant="secondary"
            icon="filter"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => {
              setFiltersOpen(!filtersOpen);
            }}
          >
            {t('orders.filters.toggle', { count: panelCount })}
          </Button>
          <OrderSavedViews
            filters={filters}
            selectedId={savedView}
            onApplied={(id, setFilters) => {
              setTyped(setFilters.query ?? '');
              go(setFilters, 1, id);
            }}
            onRemoved={(id) => {
              if (id === savedView) go(filters);
            }}
          />
        </Inline>
      </form>
      <div id={filtersId} hidden={!filtersOpen}>
        {filtersOpen ? (
          <OrderFilterPanel
            // A new address (Apply, a saved set, a tab) starts a fresh draft from it.
            key={params.toString()}
            filters={filters}
            onApply={(next) => {
              go(next);
            }}
            onReset={() => {
              go({ status, query: q || undefined });
            }}
          />
        ) : null}
      </div>
      <Tabs
        label={t('orders.list.views')}
        selectedId={status || 'all'}
        items={[
          {
            id: 'all',
            label: t('orders.list.all'),
            href: hrefWithStatus(undefined),
            ...(counts.data ? { count: counts.data.all } : {}),
          },
          ...orderStatuses.entries.map((entry) => ({
            id: entry.value,
            label: statusLabel(entry.value),
            href: hrefWithStatus(entry.value),
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
                cell: (o) => enumText(t, orderTypes, o.orderType),
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
            emptyText={filtering ? t('orders.list.empty') : t('orders.list.emptyAll')}
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
                go(filters, next, savedView);
              }}
            />
          ) : null}
        </Box>
      </Tabs>
    </Page>
  );
}
