import type { Location } from '@freightkit/api';
import { useEdiLocations, useLocationList } from '@freightkit/api/react';
import { locationsPageSize, locationTypes } from '@freightkit/domain';
import {
  Box,
  Button,
  DataTable,
  Inline,
  Pager,
  Stack,
  Tabs,
  Text,
  TextField,
  useI18n,
  useLinkComponent,
} from '@freightkit/ui';
import { createElement, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadFailure } from '../common/LoadFailure.tsx';
import { Page } from '../common/Page.tsx';
import { PageTitle } from '../common/PageTitle.tsx';
import { addressText, dockScheduleSummary } from './dockText.ts';
import {
  locationCreatePath,
  locationListPath,
  locationListViews,
  locationPath,
  type LocationListView,
} from './paths.ts';

/** The list's state as the address holds it (`?view=edi&q=&page=`), so reload and links keep it. */
function readQuery(params: URLSearchParams) {
  const q = params.get('q')?.trim() ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const view: LocationListView = params.get('view') === 'edi' ? 'edi' : 'all';
  return { q, page, view };
}

/**
 * `/locations` (ADR 051): the broker's locations in a table, 50 a page (spec 2 §9), searched by name,
 * number, city, postal code or EDI code; each row shows the address, the type and a summary of each dock
 * schedule, and its number opens the location. The EDI view (spec 2 §7 "EDI locations", ADR 059) keeps the
 * locations that carry EDI codes and shows the codes. View, search and page live in the address.
 */
export function LocationListScreen() {
  const { t } = useI18n();
  const Link = useLinkComponent();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const { q, page, view } = readQuery(params);
  const [typed, setTyped] = useState(q);
  const query = { ...(q ? { q } : {}), page, pageSize: locationsPageSize };
  const all = useLocationList(query);
  const edi = useEdiLocations(query, { enabled: view === 'edi' });
  const list = view === 'edi' ? edi : all;
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
  const pages = Math.max(1, Math.ceil(total / locationsPageSize));

  return (
    <Page as="section" aria-labelledby={headingId}>
      <Inline space="md" align="spaceBetween" alignY="center">
        <Stack space="xs">
          <PageTitle id={headingId}>{t('locations.title')}</PageTitle>
          <Text tone="secondary">{t('locations.list.intro')}</Text>
        </Stack>
        {createElement(Link, { href: locationCreatePath }, t('locations.list.create'))}
      </Inline>
      <Tabs
        label={t('locations.list.views')}
        selectedId={view}
        items={locationListViews.map((id) => ({
          id,
          label: t(id === 'edi' ? 'locations.list.ediView' : 'locations.list.allView'),
          href: locationListPath(q, 1, id),
        }))}
      >
        <form
          role="search"
          aria-label={t('locations.list.search')}
          onSubmit={(event) => {
            event.preventDefault();
            set({ q: typed.trim() });
          }}
        >
          <Inline space="md" alignY="bottom">
            <TextField
              label={t('locations.list.query')}
              type="search"
              icon="search"
              value={typed}
              onChange={setTyped}
            />
            <Button type="submit" variant="secondary">
              {t('locations.list.searchButton')}
            </Button>
          </Inline>
        </form>
        <Box display="flex" flexDirection="column" gap="md">
          <DataTable<Location>
            caption={
              view === 'edi'
                ? q
                  ? t('locations.list.ediCaptionSearch', { q })
                  : t('locations.list.ediCaption')
                : q
                  ? t('locations.list.captionSearch', { q })
                  : t('locations.list.caption')
            }
            columns={[
              {
                id: 'number',
                header: t('locations.column.number'),
                rowHeader: true,
                cell: (l) => createElement(Link, { href: locationPath(l.locationNumber) }, l.locationNumber),
              },
              { id: 'name', header: t('locations.column.name'), cell: (l) => l.name },
              {
                id: 'type',
                header: t('locations.column.type'),
                cell: (l) => {
                  const key = locationTypes.messageKey(l.locationType);
                  return key ? t(key) : l.locationType;
                },
              },
              { id: 'address', header: t('locations.column.address'), cell: (l) => addressText(t, l) },
              ...(view === 'edi'
                ? [
                    {
                      id: 'edi',
                      header: t('locations.column.ediCodes'),
                      cell: (l: Location) => l.ediCodes.join(', '),
                    },
                  ]
                : []),
              {
                id: 'docks',
                header: t('locations.column.docks'),
                cell: (l) =>
                  l.dockSchedules.length === 0 ? (
                    t('locations.noDocks')
                  ) : (
                    <Stack space="xs">
                      {l.dockSchedules.map((s) => (
                        <span key={s.id}>{dockScheduleSummary(t, s)}</span>
                      ))}
                    </Stack>
                  ),
              },
            ]}
            rows={list.data?.items ?? []}
            getRowKey={(l) => l.locationNumber}
            emptyText={
              q
                ? t('locations.list.empty')
                : view === 'edi'
                  ? t('locations.list.emptyEdi')
                  : t('locations.list.emptyAll')
            }
            loading={list.isPending}
            error={
              list.isError ? (
                <LoadFailure
                  title={t('locations.list.errorTitle')}
                  error={list.error}
                  retryLabel={t('locations.retry')}
                  onRetry={() => void list.refetch()}
                />
              ) : undefined
            }
          />
          {list.data ? (
            <Pager
              label={t('locations.list.pages')}
              page={page}
              pages={pages}
              summary={t('locations.list.total', { count: total })}
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
