import { useApiClient } from '@freightkit/api/react';
import { dashboardPreviewPath } from '@freightkit/domain';
import {
  Button,
  Column,
  Columns,
  EmptyState,
  Heading,
  Inline,
  ShipmentStatusCounts,
  ShipmentSummary,
  ShipmentSummarySkeleton,
  Stack,
  Text,
  useFormat,
  useI18n,
} from '@freightkit/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, Outlet, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { summaryOfListItem } from '../shipments/kitShapes.ts';
import { CarrierScoreCard } from './CarrierScoreCard.tsx';
import * as styles from './dashboard.css.ts';
import {
  chosenStatuses,
  dashboardShipmentCount,
  shipmentsTabQueries,
  trackingStatuses,
} from './shipmentsTabQueries.ts';

/**
 * The dashboard's shipments tab: the tracking view's status counts (choose statuses to narrow the
 * list; the choice lives in the address so a preview or a reload keeps it), the first shipments of
 * that view with a preview each, and the carrier score card beside them.
 */
export function ShipmentsTab() {
  const { t } = useI18n();
  const { formatNumber } = useFormat();
  const client = useApiClient();
  const { search } = useLocation();
  const { shipmentNumber: open } = useParams();
  const [params, setParams] = useSearchParams();
  const headingId = useId();
  const statuses = chosenStatuses(params);
  const queries = shipmentsTabQueries(client, params);
  const counts = useQuery(queries.counts);
  const page = useQuery(queries.page);

  const setStatuses = (next: number[]) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('status');
        for (const status of next) updated.append('status', String(status));
        return updated;
      },
      { replace: true },
    );
  };

  let list;
  if (page.isPending) {
    // As tall as the rows to come, so their arrival pushes less of the page down (ADR 064), and one
    // element however many rows: the answer takes it away in one (ADR 084).
    list = <ShipmentSummarySkeleton rows={dashboardShipmentCount} label={t('dashboard.moving.loading')} />;
  } else if (page.isError) {
    list = (
      <EmptyState
        icon="warning"
        title={t('dashboard.moving.error')}
        actions={
          <Button variant="secondary" onClick={() => void page.refetch()}>
            {t('dashboard.moving.retry')}
          </Button>
        }
      />
    );
  } else if (page.data.items.length === 0) {
    list = <EmptyState title={t('dashboard.moving.empty')} />;
  } else {
    list = (
      <Stack as="ul" space="xs">
        {page.data.items.map((item) => (
          <li key={item.id}>
            <ShipmentSummary
              shipment={summaryOfListItem(item)}
              href={`${dashboardPreviewPath('shipments', item.shipmentNumber)}${search}`}
              selected={item.shipmentNumber === open}
            />
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <>
      <Columns space="lg" collapseBelow="wide">
        <Column width="2/3">
          <Stack as="section" space="sm" aria-labelledby={headingId}>
            <Heading level={3} as="h2" id={headingId}>
              {t('dashboard.moving.title')}
            </Heading>
            <Text tone="secondary">{t('dashboard.moving.intro')}</Text>
            <ShipmentStatusCounts
              counts={(counts.data?.items ?? []).map(({ status, count }) => ({
                status: status.value,
                count,
              }))}
              loading={counts.isPending}
              // The counts answer every status of the view: placeholders for them keep the row's
              // height, so their arrival moves nothing below (ADR 068).
              loadingStatuses={trackingStatuses}
              error={counts.isError ? t('dashboard.moving.error') : undefined}
              selectedStatuses={statuses}
              onSelectedStatusesChange={setStatuses}
            />
            {list}
            <Text as="div" size="sm" tone="secondary">
              <Inline space="sm" align="spaceBetween" alignY="center">
                {page.data && page.data.totalCount > 0 ? (
                  <span>
                    {t('dashboard.moving.more', {
                      shown: formatNumber(page.data.items.length),
                      total: formatNumber(page.data.totalCount),
                    })}
                  </span>
                ) : (
                  <span />
                )}
                <Link to="/all-shipments">{t('dashboard.moving.all')}</Link>
              </Inline>
            </Text>
          </Stack>
        </Column>
        <Column width="1/3" className={styles.scoreColumn}>
          <CarrierScoreCard />
        </Column>
      </Columns>
      <Outlet />
    </>
  );
}
