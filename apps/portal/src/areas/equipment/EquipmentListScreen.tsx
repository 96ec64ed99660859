import type { EquipmentListQuery, EquipmentUnit } from '@freightkit/api';
import { useEquipmentList } from '@freightkit/api/react';
import type { EquipmentKind } from '@freightkit/domain';
import {
  can,
  equipmentPageSize,
  EquipmentUnitStatus,
  equipmentUnitStatuses,
  unitTypeOption,
  unitTypeOptions,
  type Tone,
} from '@freightkit/domain';
import {
  Button,
  DataTable,
  DateTime,
  Inline,
  Pager,
  Select,
  Stack,
  StatusChip,
  Text,
  TextField,
  useI18n,
  useLinkComponent,
} from '@freightkit/ui';
import { createElement, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../app/session/SessionProvider.tsx';
import { LoadFailure } from '../common/LoadFailure.tsx';
import { Page } from '../common/Page.tsx';
import { PageTitle } from '../common/PageTitle.tsx';
import { equipmentPath } from './paths.ts';
import { RetireUnitDialog } from './RetireUnitDialog.tsx';
import { UnitFormDialog } from './UnitFormDialog.tsx';
import { useUnitName } from './unitName.ts';

/** The status filter's choices: the fleet (default: Active and Out of service), one status, or all. */
const statusChoices = ['', ...Object.values(EquipmentUnitStatus), 'all'] as const;

/** The list's state as the address holds it (`?status=&type=&q=&page=`), so reload and links keep it. */
function readQuery(kind: EquipmentKind, params: URLSearchParams) {
  const rawStatus = params.get('status') ?? '';
  const status = (statusChoices as readonly string[]).includes(rawStatus) ? rawStatus : '';
  const rawType = params.get('type') ?? '';
  const type = unitTypeOption(kind, rawType) ? rawType : '';
  const q = params.get('q')?.trim() ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const statuses =
    status === 'all'
      ? Object.values(EquipmentUnitStatus)
      : status === ''
        ? undefined
        : [status as EquipmentUnitStatus];
  const query: EquipmentListQuery = {
    kind,
    ...(statuses ? { statuses } : {}),
    ...(type ? { types: [type] } : {}),
    ...(q ? { query: q } : {}),
    page,
    pageSize: equipmentPageSize,
  };
  return { query, status, type, q, page };
}

const statusTone: Readonly<Record<EquipmentUnitStatus, Tone>> = {
  Active: 'positive',
  OutOfService: 'caution',
  Retired: 'neutral',
};

/** What the dialogs of the list are doing: adding, editing or retiring a unit, or nothing. */
type Editing =
  | { readonly mode: 'add' }
  | { readonly mode: 'edit'; readonly unit: EquipmentUnit }
  | { readonly mode: 'retire'; readonly unit: EquipmentUnit }
  | null;

/** Props of {@link EquipmentListScreen}. */
export interface EquipmentListScreenProps {
  /** Which list: `/equipment/trailers` or `/equipment/power-units`. */
  readonly kind: EquipmentKind;
}

/**
 * `/equipment/trailers` and `/equipment/power-units` (spec 1 §2): the carrier's units of one kind in a
 * table, 50 a page (spec 1 §9), filtered by status (the fleet by default; retired units under Retired)
 * and type and searched by unit number, plate, VIN or make. The office ('equipment.manage') adds, edits
 * and retires units in dialogs; a driver reads.
 */
export function EquipmentListScreen({ kind }: EquipmentListScreenProps) {
  const { t } = useI18n();
  const Link = useLinkComponent();
  const user = useCurrentUser();
  const headingId = useId();
  const unitName = useUnitName();
  const [params, setParams] = useSearchParams();
  const { query, status, type, q, page } = readQuery(kind, params);
  const [typed, setTyped] = useState(q);
  const [editing, setEditing] = useState<Editing>(null);
  const list = useEquipmentList(query);
  const manage = can(user, 'equipment.manage');
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
  const pages = Math.max(1, Math.ceil(total / equipmentPageSize));
  const filtered = status !== '' || type !== '' || q !== '';
  const none = t('equipment.none');
  const statusLabel = (value: string) => t(equipmentUnitStatuses.messageKey(value) ?? 'errors.unknown');
  const typeLabel = (unit: EquipmentUnit) => {
    const option = unitTypeOption(unit.kind, unit.type);
    const label = option ? t(option.messageKey) : unit.type;
    return unit.isReefer && unit.type !== 'Reefer' ? t('equipment.typeReefer', { type: label }) : label;
  };
  const close = (open: boolean) => {
    if (!open) setEditing(null);
  };

  return (
    <Page as="section" aria-labelledby={headingId}>
      <Stack space="xs">
        {createElement(Link, { href: equipmentPath }, t('equipment.list.back'))}
        <PageTitle id={headingId}>{t(`equipment.list.caption.${kind}`)}</PageTitle>
        <Text tone="secondary">{t(`equipment.list.intro.${kind}`)}</Text>
      </Stack>
      <Inline space="md" alignY="bottom" collapseBelow="wide">
        <form
          role="search"
          aria-label={t('equipment.filters')}
          onSubmit={(event) => {
            event.preventDefault();
            set({ q: typed.trim() });
          }}
        >
          <Inline space="md" alignY="bottom">
            <Select
              label={t('equipment.filter.status')}
              options={statusChoices.map((value) => ({
                value,
                label:
                  value === ''
                    ? t('equipment.filter.status.fleet')
                    : value === 'all'
                      ? t('equipment.filter.status.all')
                      : statusLabel(value),
              }))}
              value={status}
              onChange={(value) => {
                set({ status: value });
              }}
            />
            <Select
              label={t('equipment.filter.type')}
              options={[
                { value: '', label: t('equipment.filter.anyType') },
                ...unitTypeOptions(kind).map((o) => ({ value: o.value, label: t(o.messageKey) })),
              ]}
              value={type}
              onChange={(value) => {
                set({ type: value });
              }}
            />
            <TextField
              label={t('equipment.filter.query')}
              type="search"
              icon="search"
              value={typed}
              onChange={setTyped}
            />
            <Button type="submit" variant="secondary">
              {t('equipment.filter.search')}
            </Button>
          </Inline>
        </form>
        {manage ? (
          <Button
            icon="plus"
            onClick={() => {
              setEditing({ mode: 'add' });
            }}
          >
            {t(`equipment.add.${kind}`)}
          </Button>
        ) : null}
      </Inline>
      <DataTable<EquipmentUnit>
        caption={t(`equipment.list.table.${kind}`)}
        hideCaption
        columns={[
          { id: 'unit', header: t('equipment.column.unit'), rowHeader: true, cell: (u) => u.unitNumber },
          { id: 'type', header: t('equipment.column.type'), cell: typeLabel },
          {
            id: 'length',
            header: t('equipment.column.length'),
            align: 'end',
            cell: (u) => (u.lengthFeet === null ? none : t('equipment.lengthFeet', { feet: u.lengthFeet })),
          },
          {
            id: 'plate',
            header: t('equipment.column.plate'),
            cell: (u) => t('equipment.plate', { plate: u.plateNumber, region: u.plateRegion }),
          },
          { id: 'vin', header: t('equipment.column.vin'), cell: (u) => u.vin ?? none },
          {
            id: 'model',
            header: t('equipment.column.model'),
            cell: (u) => [u.year, u.make].filter((x) => x !== null).join(' ') || none,
          },
          {
            id: 'status',
            header: t('equipment.column.status'),
            cell: (u) => (
              <Stack space="xxs" align="left">
                <StatusChip tone={statusTone[u.status]}>{statusLabel(u.status)}</StatusChip>
                {u.retiredAt ? (
                  <Text size="sm" tone="secondary">
                    {t('equipment.retiredOn')} <DateTime value={u.retiredAt} format="date" />
                  </Text>
                ) : null}
              </Stack>
            ),
          },
          ...(manage
            ? [
                {
                  id: 'actions',
                  header: t('equipment.column.actions'),
                  cell: (u: EquipmentUnit) =>
                    u.status === EquipmentUnitStatus.Retired ? (
                      none
                    ) : (
                      <Inline space="xs">
                        <Button
                          size="small"
                          variant="secondary"
                          aria-label={t('equipment.editNamed', { unit: unitName(u) })}
                          onClick={() => {
                            setEditing({ mode: 'edit', unit: u });
                          }}
                        >
                          {t('equipment.edit')}
                        </Button>
                        <Button
                          size="small"
                          variant="ghost"
                          aria-label={t('equipment.retireNamed', { unit: unitName(u) })}
                          onClick={() => {
                            setEditing({ mode: 'retire', unit: u });
                          }}
                        >
                          {t('equipment.retire')}
                        </Button>
                      </Inline>
                    ),
                },
              ]
            : []),
        ]}
        rows={list.data?.items ?? []}
        getRowKey={(u) => u.id}
        emptyText={filtered ? t('equipment.empty') : t(`equipment.emptyAll.${kind}`)}
        loading={list.isPending}
        error={
          list.isError ? (
            <LoadFailure
              title={t('equipment.error.title')}
              error={list.error}
              retryLabel={t('equipment.retry')}
              onRetry={() => void list.refetch()}
            />
          ) : undefined
        }
      />
      {list.data ? (
        <Pager
          label={t('equipment.pages')}
          page={page}
          pages={pages}
          summary={t('equipment.total', { count: total })}
          onPageChange={(next) => {
            set({ page: String(next) });
          }}
        />
      ) : null}
      {editing?.mode === 'add' ? <UnitFormDialog kind={kind} onOpenChange={close} /> : null}
      {editing?.mode === 'edit' ? (
        <UnitFormDialog key={editing.unit.id} kind={kind} unit={editing.unit} onOpenChange={close} />
      ) : null}
      {editing?.mode === 'retire' ? (
        <RetireUnitDialog key={editing.unit.id} unit={editing.unit} onOpenChange={close} />
      ) : null}
    </Page>
  );
}
