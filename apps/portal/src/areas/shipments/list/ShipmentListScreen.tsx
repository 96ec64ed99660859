import type { ShipmentListView } from '@freightkit/api';
import { shipmentListViewsFor, shipmentPreviewPath, type CurrentUser } from '@freightkit/domain';
import {
  Box,
  Button,
  EmptyState,
  FilterSidebar,
  ShipmentStatusCounts,
  ShipmentSummary,
  Tabs,
  useI18n,
  useNarrowScreen,
  VisuallyHidden,
  type FilterSidebarTab,
} from '@freightkit/ui';
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../../app/session/SessionProvider.tsx';
import { useTopBarTitle } from '../../shell/ShellLayout.tsx';
import { listSearch, readListUrl, type AppliedFilters, type ListUrlState } from './listUrl.ts';
import { pickupRangeReversed, ShipmentFilters } from './ShipmentFilters.tsx';
import { summaryOfListItem } from '../kitShapes.ts';
import { SavedViews, useFilterSets } from './SavedViews.tsx';
import * as styles from './ShipmentListScreen.css.ts';
import { useShipmentCounts } from './useShipmentCounts.ts';
import { PagedList } from '../../common/PagedList.tsx';
import { useShipmentPages } from './useShipmentPages.ts';

/** The FilterSidebar's "no saved view" entry. */
const allView = 'all';

/** The views a user is offered: domain's rule (a driver-only user gets the tracking view alone). */
export function listViewsFor(user: CurrentUser): readonly ShipmentListView[] {
  return shipmentListViewsFor(user);
}

/** The preview of a shipment without a sub-page, so the detail page opens the status's default tab. */
export const previewHref = (shipmentNumber: string) =>
  shipmentPreviewPath(shipmentNumber).replace(/[^/]+$/, '');

/**
 * `/all-shipments`, `/my-shipments` and `/shipments`: booking and tracking views (tabs; the view,
 * the filters and the saved view live in the query string so a reload or a link shows the same
 * list), status counts and on-time counts (tracking) that filter, saved views, the FILTERS sidebar
 * with Apply / Reset, and the virtualised list loading 50 at a time.
 */
export function ShipmentListScreen({ narrow: narrowOverride }: { readonly narrow?: boolean } = {}) {
  const { t } = useI18n();
  const title = useTopBarTitle();
  const user = useCurrentUser();
  const views = listViewsFor(user);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const parsed = readListUrl(searchParams, views[0] ?? 'tracking');
  // A view the user is not offered (a link from a dispatcher opened by a driver) falls back.
  const state: ListUrlState = views.includes(parsed.view)
    ? parsed
    : { ...parsed, view: views[0] ?? 'tracking' };
  const { view, filters, savedView } = state;
  const go = (next: ListUrlState) => {
    void navigate({ search: listSearch(next) });
  };

  const viewportNarrow = useNarrowScreen();
  // Stories pin the narrow layout; the app follows the window (spec 1 §9: below 900 px).
  const narrow = narrowOverride ?? viewportNarrow;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [tab, setTab] = useState<FilterSidebarTab>('filters');
  const sidebarId = useId();
  const filterSets = useFilterSets(view);

  const viewTabs = views.map((id) => ({
    id,
    label: t(id === 'booking' ? 'shipmentList.view.booking' : 'shipmentList.view.tracking'),
    href: listSearch({ view: id, filters: {}, savedView: null }),
  }));

  return (
    <Box
      as="section"
      display="flex"
      flexDirection="column"
      gap="sm"
      padding={{ base: 'lg', narrow: 'sm' }}
      aria-labelledby="fk-shipment-list-title"
    >
      <VisuallyHidden>
        <h1 id="fk-shipment-list-title">{title}</h1>
      </VisuallyHidden>
      <Tabs label={t('shipmentList.views')} selectedId={view} items={viewTabs}>
        <Box display="flex" flexWrap="wrap" alignItems="center" gap="sm" marginTop="sm" marginBottom="sm">
          <SavedViews
            view={view}
            filters={filters}
            selectedId={savedView}
            sets={filterSets}
            onApplied={(id, setFilters) => {
              go({ view, filters: setFilters, savedView: id });
            }}
            onRemoved={(id) => {
              if (id === savedView) go({ view, filters, savedView: null });
            }}
          />
          {narrow ? (
            <Button
              variant="secondary"
              icon="filter"
              aria-expanded={filtersOpen}
              aria-controls={sidebarId}
              onClick={() => {
                setFiltersOpen(!filtersOpen);
              }}
            >
              {t(filtersOpen ? 'shipmentList.filtersHide' : 'shipmentList.filtersButton')}
            </Button>
          ) : null}
        </Box>
        <Counts
          view={view}
          filters={filters}
          onFiltersChange={(next) => {
            go({ view, filters: { ...filters, ...next }, savedView: null });
          }}
        />
        <Box display="flex" flexDirection={{ base: 'row', narrow: 'column' }} alignItems="stretch" gap="md">
          {!narrow || filtersOpen ? (
            <div id={sidebarId} className={styles.sidebar}>
              <Sidebar
                // A new address (Apply, a saved view, a status count) starts a fresh draft from it.
                key={searchParams.toString()}
                state={state}
                tab={tab}
                onTabChange={setTab}
                sets={filterSets.data?.items ?? []}
                onGo={go}
              />
            </div>
          ) : null}
          <Rows
            view={view}
            filters={filters}
            onReset={() => {
              go({ view, filters: {}, savedView: null });
            }}
          />
        </Box>
      </Tabs>
    </Box>
  );
}

function Sidebar({
  state,
  tab,
  onTabChange,
  sets,
  onGo,
}: {
  state: ListUrlState;
  tab: FilterSidebarTab;
  onTabChange: (tab: FilterSidebarTab) => void;
  sets: readonly { id: string; name: string; filters: AppliedFilters }[];
  onGo: (state: ListUrlState) => void;
}) {
  const { t } = useI18n();
  const [draft, setDraft] = useState<AppliedFilters>(state.filters);
  const [showErrors, setShowErrors] = useState(false);
  return (
    <FilterSidebar
      className={styles.sidebarInner}
      tab={tab}
      onTabChange={onTabChange}
      views={[
        { id: allView, label: t('shipmentList.allShipmentsView') },
        ...sets.map((set) => ({ id: set.id, label: set.name })),
      ]}
      selectedView={state.savedView ?? allView}
      onViewChange={(id) => {
        const set = sets.find((s) => s.id === id);
        onGo({ view: state.view, filters: set?.filters ?? {}, savedView: set?.id ?? null });
      }}
      filters={
        <ShipmentFilters view={state.view} draft={draft} onChange={setDraft} showErrors={showErrors} />
      }
      onApply={() => {
        if (pickupRangeReversed(draft)) {
          setShowErrors(true);
          return;
        }
        onGo({ view: state.view, filters: draft, savedView: null });
      }}
      onReset={() => {
        setDraft({});
        setShowErrors(false);
        onGo({ view: state.view, filters: {}, savedView: null });
      }}
    />
  );
}

/** The status counts and, on tracking, the on-time counts; each box toggles its filter of the list. */
function Counts({
  view,
  filters,
  onFiltersChange,
}: {
  view: ShipmentListView;
  filters: AppliedFilters;
  onFiltersChange: (filters: Pick<AppliedFilters, 'status' | 'onTime'>) => void;
}) {
  const { t } = useI18n();
  const { status, onTime } = useShipmentCounts(view, filters);
  return (
    <ShipmentStatusCounts
      className={styles.counts}
      loading={status.isPending}
      error={status.isError ? t('shipmentList.error.counts') : undefined}
      counts={(status.data?.items ?? []).map((item) => ({ status: item.status.value, count: item.count }))}
      onTime={view === 'tracking' ? (onTime.data ?? null) : null}
      selectedStatuses={filters.status ?? []}
      onSelectedStatusesChange={(status) => {
        onFiltersChange({ status: status.length > 0 ? status : undefined });
      }}
      onTimeFilter={view === 'tracking' ? (filters.onTime ?? null) : null}
      onOnTimeFilterChange={(onTime) => {
        onFiltersChange({ onTime: onTime ?? undefined });
      }}
    />
  );
}

function Rows({
  view,
  filters,
  onReset,
}: {
  view: ShipmentListView;
  filters: AppliedFilters;
  onReset: () => void;
}) {
  const { t } = useI18n();
  const pages = useShipmentPages(view, filters);
  return (
    <PagedList
      className={styles.list}
      scrollerClassName={styles.scroller}
      pages={pages}
      label={t('shipmentList.list')}
      totalText={(total) => t('shipmentList.total', { count: total })}
      errorTitle={t('shipmentList.error.title')}
      retryLabel={t('shipmentList.retry')}
      estimateSize={96}
      endMessage={t('shipmentList.end')}
      emptyMessage={
        <EmptyState
          headingLevel={2}
          title={t('shipmentList.empty.title')}
          description={t('shipmentList.empty.body')}
          actions={
            <Button variant="secondary" onClick={onReset}>
              {t('tpp.filter.reset')}
            </Button>
          }
        />
      }
      renderItem={(row) => (
        <ShipmentSummary shipment={summaryOfListItem(row)} href={previewHref(row.shipmentNumber)} />
      )}
    />
  );
}
