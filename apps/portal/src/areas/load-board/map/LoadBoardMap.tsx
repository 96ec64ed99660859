import type { AvailableShipment, AvailableShipmentPage } from '@freightkit/api';
import { Banner, Button, EmptyState, PointMap, Stack, Text, useFormat, useI18n } from '@freightkit/ui';
import type { MapCircle, MapPoint } from '@freightkit/ui';
import { useMemo } from 'react';
import type { ListPages } from '../../common/PagedList.tsx';
import { failureText } from '../../common/failureText.ts';
import { AvailableLoadCard } from '../AvailableLoadCard.tsx';
import type { BoardPoint, BoardState } from '../boardQuery.ts';
import { localTime, placeText } from '../loadText.ts';
import { northAmericaBasemap } from './basemap.ts';
import * as styles from './loadBoardMap.css.ts';

/** A load as the map marks it: at its origin, with a line to its destination. */
interface LoadPoint extends MapPoint {
  readonly load: AvailableShipment;
}

/** Props of {@link LoadBoardMap}. */
export interface LoadBoardMapProps {
  /** The board's paged query: the same one the list reads, so both show the same loads. */
  readonly pages: ListPages<AvailableShipment> & {
    readonly data: { readonly pages: readonly AvailableShipmentPage[] } | undefined;
  };
  readonly state: BoardState;
  /** The reload start (`/reloads?search=`) searched around while no origin place is chosen. */
  readonly reloadFrom: BoardPoint | null;
  /** A load's preview link, keeping the board's address. */
  readonly detailHref: (shipmentNumber: string) => string;
}

/**
 * The load board as a map (`/available-freight?view=map`, ADR 027): the loads the list has loaded,
 * each at its origin over the shipped North America basemap, the searched radii as circles, and a
 * button for the next page. Loaded on demand with the map's code; the list stays the equivalent for
 * a screen reader or a keyboard user who prefers it, and the map says so.
 */
export default function LoadBoardMap({ pages, state, reloadFrom, detailHref }: LoadBoardMapProps) {
  const { t, locale } = useI18n();
  const { formatNumber } = useFormat();
  const loads = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  const first = pages.data?.pages[0];
  const total = first?.totalCount;

  const points = useMemo<LoadPoint[]>(
    () =>
      loads.map((load) => ({
        id: load.id,
        latitude: load.origin.latitude,
        longitude: load.origin.longitude,
        to: { latitude: load.destination.latitude, longitude: load.destination.longitude },
        label: t('loadBoard.map.marker', {
          number: load.shipmentNumber,
          origin: placeText(load.origin),
          destination: placeText(load.destination),
          pickup: localTime(load.origin.early, load.origin.ianaTimezone, locale),
        }),
        load,
      })),
    [loads, t, locale],
  );

  const circles = useMemo<MapCircle[]>(() => {
    const out: MapCircle[] = [];
    const origin = first?.origin ?? null;
    if (origin)
      out.push({
        id: 'origin',
        latitude: origin.latitude,
        longitude: origin.longitude,
        radiusMiles: state.origin.radius,
      });
    else if (reloadFrom) out.push({ id: 'origin', ...reloadFrom, radiusMiles: state.origin.radius });
    const destination = first?.destination ?? null;
    if (destination)
      out.push({
        id: 'destination',
        latitude: destination.latitude,
        longitude: destination.longitude,
        radiusMiles: state.destination.radius,
      });
    return out;
  }, [first, reloadFrom, state.origin.radius, state.destination.radius]);

  if (pages.isError && pages.data === undefined) {
    return (
      <Banner
        tone="critical"
        title={t('loadBoard.error.title')}
        description={failureText(t, pages.error)}
        actions={
          <Button
            variant="secondary"
            icon="refresh"
            onClick={() => {
              void pages.refetch();
            }}
          >
            {t('loadBoard.retry')}
          </Button>
        }
      />
    );
  }

  const count = loads.length;
  return (
    <Stack space="sm">
      <Text tone="secondary" role="status" className={styles.total}>
        {/* New filters' loads on their way: the old pins stay until they arrive (no blank map). */}
        {pages.isPlaceholderData === true
          ? t('kit.list.updating')
          : total === undefined
            ? null
            : total === count
              ? t('loadBoard.total', { count: total })
              : t('loadBoard.map.shown', { shown: formatNumber(count), total })}
      </Text>
      <PointMap
        label={t('loadBoard.map.label')}
        description={t('loadBoard.map.description', { count })}
        basemap={northAmericaBasemap}
        points={points}
        circles={circles}
        groupLabel={(group) =>
          t('loadBoard.map.group', {
            count: group.length,
            place: placeText((group[0] as LoadPoint).load.origin),
          })
        }
        renderCard={(group) => (
          <ul className={styles.cardList}>
            {group.map((point) => (
              <li key={point.id}>
                <AvailableLoadCard load={point.load} href={detailHref(point.load.shipmentNumber)} />
              </li>
            ))}
          </ul>
        )}
      />
      {total === 0 ? (
        <EmptyState title={t('loadBoard.empty.title')} description={t('loadBoard.empty.body')} />
      ) : null}
      {pages.isFetchNextPageError ? (
        <Banner
          tone="critical"
          title={t('loadBoard.error.title')}
          description={failureText(t, pages.error)}
          actions={
            <Button
              variant="secondary"
              icon="refresh"
              onClick={() => {
                void pages.fetchNextPage();
              }}
            >
              {t('loadBoard.retry')}
            </Button>
          }
        />
      ) : null}
      {pages.hasNextPage ? (
        <div>
          <Button
            variant="secondary"
            loading={pages.isFetchingNextPage}
            onClick={() => {
              void pages.fetchNextPage();
            }}
          >
            {t('loadBoard.map.more')}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
