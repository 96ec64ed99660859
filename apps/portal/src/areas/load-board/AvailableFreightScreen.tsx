import { useAvailableShipmentPages } from '@freightkit/api/react';
import { useReloadStart } from './useReloadStart.tsx';
import {
  availableFreightSorts,
  equipmentTypes,
  searchRadiusChoices,
  shippingModes,
  type AvailableFreightSort,
} from '@freightkit/domain';
import { Box, Button, DateField, EmptyState, Select, useI18n, VisuallyHidden } from '@freightkit/ui';
import { Fragment, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PagedList } from '../common/PagedList.tsx';
import { AvailableLoadCard } from './AvailableLoadCard.tsx';
import { boardQuery, readBoardState } from './boardQuery.ts';
import * as styles from './loadBoard.css.ts';
import { PlacePicker } from './PlacePicker.tsx';

/** Keys of the address the filters own (a `search` from `/reloads?search=` is kept as it came). */
const filterKeys = [
  'origin',
  'originName',
  'originRadius',
  'destination',
  'destinationName',
  'destinationRadius',
  'from',
  'to',
  'equipment',
  'mode',
  'sort',
];

/**
 * `/available-freight` (spec 1 §2, titled Load Board): the loads open to the carrier, narrowed by
 * origin and destination (a city or ZIP code and a radius, 100 miles by default, spec 1 §9), pickup
 * dates, equipment and mode, sorted by pickup, distance or rate per mile, in a virtualised list that
 * loads the next page as it scrolls. The filters live in the address, so a link shows the same board.
 */
export function AvailableFreightScreen() {
  const { t } = useI18n();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const state = readBoardState(params);
  const reload = useReloadStart(params.get('search'), state.origin.id === null);
  const pages = useAvailableShipmentPages(boardQuery(state, reload.point), { enabled: !reload.waiting });
  const set = (changes: Record<string, string | null>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  };
  const enumLabel = (key: `enum.${string}` | undefined, fallback: string) => (key ? t(key) : fallback);
  const radiusOptions = searchRadiusChoices.map((miles) => ({
    value: String(miles),
    label: t('loadBoard.radius', { miles }),
  }));
  const filtered = filterKeys.some((key) => params.has(key));
  const detailHref = (shipmentNumber: string) =>
    `/available-freight/${shipmentNumber}${params.size > 0 ? `?${params.toString()}` : ''}`;

  return (
    <Box
      as="section"
      display="flex"
      flexDirection="column"
      gap="md"
      padding={{ base: 'lg', narrow: 'sm' }}
      aria-labelledby={headingId}
    >
      <VisuallyHidden>
        <h2 id={headingId}>{t('loadBoard.heading')}</h2>
      </VisuallyHidden>
      <div className={styles.filters} role="search" aria-label={t('loadBoard.filters')}>
        {(['origin', 'destination'] as const).map((end) => (
          <Fragment key={end}>
            <PlacePicker
              className={styles.place}
              label={t(end === 'origin' ? 'loadBoard.origin' : 'loadBoard.destination')}
              value={state[end].id}
              name={state[end].name}
              onChange={(place) => {
                set({ [end]: place ? String(place.id) : null, [`${end}Name`]: place?.name ?? null });
              }}
            />
            <Select
              className={styles.short}
              label={t(end === 'origin' ? 'loadBoard.originRadius' : 'loadBoard.destinationRadius')}
              options={radiusOptions}
              value={String(state[end].radius)}
              onChange={(value) => {
                set({ [`${end}Radius`]: value });
              }}
            />
          </Fragment>
        ))}
        <DateField
          className={styles.short}
          label={t('loadBoard.pickupFrom')}
          value={state.pickupFrom}
          {...(state.pickupTo === '' ? {} : { max: state.pickupTo })}
          onChange={(value) => {
            set({ from: value });
          }}
        />
        <DateField
          className={styles.short}
          label={t('loadBoard.pickupTo')}
          value={state.pickupTo}
          {...(state.pickupFrom === '' ? {} : { min: state.pickupFrom })}
          onChange={(value) => {
            set({ to: value });
          }}
        />
        <Select
          className={styles.short}
          label={t('loadBoard.equipment')}
          options={[
            { value: '', label: t('loadBoard.anyEquipment') },
            ...equipmentTypes.entries.map((e) => ({
              value: String(e.value),
              label: enumLabel(equipmentTypes.messageKey(e.value), e.label),
            })),
          ]}
          value={state.equipment === 0 ? '' : String(state.equipment)}
          onChange={(value) => {
            set({ equipment: value });
          }}
        />
        <Select
          className={styles.short}
          label={t('loadBoard.mode')}
          options={[
            { value: '', label: t('loadBoard.anyMode') },
            ...shippingModes.entries.map((e) => ({
              value: String(e.value),
              label: enumLabel(shippingModes.messageKey(e.value), e.label),
            })),
          ]}
          value={state.mode === null ? '' : String(state.mode)}
          onChange={(value) => {
            set({ mode: value });
          }}
        />
        <Select
          className={styles.short}
          label={t('loadBoard.sort')}
          options={availableFreightSorts.map((sort: AvailableFreightSort) => ({
            value: sort,
            label: t(`loadBoard.sort.${sort}`),
          }))}
          value={state.sort}
          onChange={(value) => {
            set({ sort: value });
          }}
        />
        {filtered ? (
          <Button
            variant="secondary"
            onClick={() => {
              set(Object.fromEntries(filterKeys.map((key) => [key, null])));
            }}
          >
            {t('loadBoard.clear')}
          </Button>
        ) : null}
      </div>
      {reload.notice}
      <PagedList
        pages={pages}
        label={t('loadBoard.list')}
        totalText={(total) =>
          total === 1 ? t('loadBoard.totalOne') : t('loadBoard.total', { count: total })
        }
        errorTitle={t('loadBoard.error.title')}
        retryLabel={t('loadBoard.retry')}
        endMessage={t('loadBoard.end')}
        emptyMessage={
          <EmptyState title={t('loadBoard.empty.title')} description={t('loadBoard.empty.body')} />
        }
        estimateSize={112}
        scrollerClassName={styles.scroller}
        renderItem={(load) => <AvailableLoadCard load={load} href={detailHref(load.shipmentNumber)} />}
      />
    </Box>
  );
}
