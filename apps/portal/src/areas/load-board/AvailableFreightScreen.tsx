import { useAvailableShipmentPages } from '@freightkit/api/react';
import { useReloadStart } from './useReloadStart.tsx';
import {
  availableFreightSorts,
  decodeEquipmentTypes,
  encodeEquipmentTypes,
  equipmentTypes,
  searchRadiusChoices,
  shippingModes,
  type AvailableFreightSort,
  type EquipmentType,
} from '@freightkit/domain';
import {
  Box,
  Button,
  DateField,
  EmptyState,
  MultiSelect,
  PointMapSkeleton,
  Select,
  useI18n,
  VisuallyHidden,
} from '@freightkit/ui';
import { Fragment, lazy, Suspense, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PagedList } from '../common/PagedList.tsx';
import { AvailableLoadCard } from './AvailableLoadCard.tsx';
import { boardQuery, readBoardState } from './boardQuery.ts';
import * as styles from './loadBoard.css.ts';
import { EquipmentChips } from './EquipmentChips.tsx';
import { PlacePicker } from './PlacePicker.tsx';

/** The map view and its basemap load only when the map is opened (ADR 027): the list does not pay for them. */
const LoadBoardMap = lazy(() => import('./map/LoadBoardMap.tsx'));

/** The board's two views, kept in the address as `view` (the list when absent). */
const views = ['list', 'map'] as const;

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
  const equipmentOptions = equipmentTypes.entries.map((e) => ({
    value: String(e.value),
    label: enumLabel(equipmentTypes.messageKey(e.value), e.label),
  }));
  // The address holds the chosen types as one bit-flag mask (ADR 026); none chosen is any equipment.
  const setEquipment = (mask: number) => {
    set({ equipment: mask === 0 ? null : String(mask) });
  };
  const filtered = filterKeys.some((key) => params.has(key));
  const view = params.get('view') === 'map' ? 'map' : 'list';
  // A change of view is a step of its own in the history (Back returns to the list); filters replace.
  const showView = (next: (typeof views)[number]) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'map') updated.set('view', 'map');
      else updated.delete('view');
      return updated;
    });
  };
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
        <MultiSelect
          className={styles.short}
          label={t('loadBoard.equipment')}
          placeholder={t('loadBoard.anyEquipment')}
          options={equipmentOptions}
          value={decodeEquipmentTypes(state.equipment).map(String)}
          onChange={(values) => {
            setEquipment(encodeEquipmentTypes(values.map((v) => Number(v) as EquipmentType)));
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
      <EquipmentChips
        mask={state.equipment}
        options={equipmentOptions}
        onRemove={(type) => {
          setEquipment(state.equipment & ~type);
        }}
      />
      <div className={styles.views} role="group" aria-label={t('loadBoard.view')}>
        {views.map((option) => (
          <Button
            key={option}
            variant={view === option ? 'primary' : 'secondary'}
            aria-pressed={view === option}
            onClick={() => {
              if (view !== option) showView(option);
            }}
          >
            {t(option === 'map' ? 'loadBoard.view.map' : 'loadBoard.view.list')}
          </Button>
        ))}
      </div>
      {reload.notice}
      {view === 'map' ? (
        <Suspense fallback={<PointMapSkeleton />}>
          <LoadBoardMap pages={pages} state={state} reloadFrom={reload.point} detailHref={detailHref} />
        </Suspense>
      ) : (
        <PagedList
          pages={pages}
          label={t('loadBoard.list')}
          totalText={(total) => t('loadBoard.total', { count: total })}
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
      )}
    </Box>
  );
}
