import { ApiError } from '@freightkit/api';
import { useReloadOrigin } from '@freightkit/api/react';
import { Banner, useI18n } from '@freightkit/ui';
import type { ReactNode } from 'react';
import type { BoardPoint } from './boardQuery.ts';
import { placeText } from './loadText.ts';

/** What {@link useReloadStart} tells the board. */
export interface ReloadStart {
  /** Where the reloads start (the load's delivery point), or null. */
  readonly point: BoardPoint | null;
  /** The load is still being looked up: the board waits rather than show every load first. */
  readonly waiting: boolean;
  /** What the board says above the list about it. */
  readonly notice: ReactNode;
}

/**
 * `/reloads?search={shipmentNumber}` arrives on the board with `search` (spec 1 §2): reloads are the
 * loads that start near where that load delivers, so while no origin place is chosen the board
 * searches around its delivery point with the origin radius. The number may be a load on the board or
 * one of the company's own shipments, such as a booked one (the back end's reload origin, ADR 037);
 * any other number says so and the board shows every load.
 */
export function useReloadStart(search: string | null, active: boolean): ReloadStart {
  const { t } = useI18n();
  const number = search?.trim() ?? '';
  const load = useReloadOrigin(number, { enabled: active && number !== '' });
  if (!active || number === '') return { point: null, waiting: false, notice: null };
  if (load.isPending) return { point: null, waiting: true, notice: null };
  if (load.isError) {
    const missing = load.error instanceof ApiError && load.error.status === 404;
    return {
      point: null,
      waiting: false,
      notice: (
        <Banner
          tone="info"
          title={
            missing ? t('loadBoard.reloads.unknown', { number }) : t('loadBoard.reloads.failed', { number })
          }
        />
      ),
    };
  }
  const { destination } = load.data;
  return {
    point: { latitude: destination.latitude, longitude: destination.longitude },
    waiting: false,
    notice: (
      <Banner tone="info" title={t('loadBoard.reloads.title', { number, place: placeText(destination) })} />
    ),
  };
}
