import { renameShipmentFilterSetSchema, type ShipmentListView } from '@freightkit/api';
import {
  useCreateShipmentFilterSet,
  useDeleteShipmentFilterSet,
  useRenameShipmentFilterSet,
  useShipmentFilterSets,
} from '@freightkit/api/react';
import { SavedViewsMenu, useI18n } from '@freightkit/ui';
import { useNotices } from '../../../app/notifications.tsx';
import { normalizeFilters, type AppliedFilters } from './listUrl.ts';
import { useUserFacingCall } from '../../common/userFacingCall.ts';

/** The caller's saved views (filter sets) of a list view. */
export const useFilterSets = useShipmentFilterSets;

/** A saved view's name checked by the contract's own rule (required, length). */
function validateName(name: string): string | undefined {
  const result = renameShipmentFilterSetSchema.safeParse({ name });
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Props of {@link SavedViews}. */
export interface SavedViewsProps {
  readonly view: ShipmentListView;
  /** The filters in use (what "save" stores). */
  readonly filters: AppliedFilters;
  /** The saved view in use, from the address. */
  readonly selectedId: string | null;
  readonly sets: ReturnType<typeof useShipmentFilterSets>;
  /** A saved view was applied or just saved: show its filters. */
  readonly onApplied: (id: string, filters: AppliedFilters) => void;
  /** A saved view was deleted. */
  readonly onRemoved: (id: string) => void;
}

/**
 * The kit's SavedViewsMenu wired to the filter-set calls: apply, save the filters in use under a
 * name, rename and delete, each confirmed by a notice; a failure stays in the menu's dialog with
 * the back end's message and the typed name.
 */
export function SavedViews({ view, filters, selectedId, sets, onApplied, onRemoved }: SavedViewsProps) {
  const { t } = useI18n();
  const notices = useNotices();
  const create = useCreateShipmentFilterSet();
  const rename = useRenameShipmentFilterSet();
  const remove = useDeleteShipmentFilterSet();
  const items = sets.data?.items ?? [];
  // A failure becomes an Error with the user-facing text, which the menu shows in its dialog.
  const userFacing = useUserFacingCall();
  return (
    <SavedViewsMenu
      views={items}
      selectedId={selectedId}
      loading={sets.isPending}
      loadFailed={sets.isError}
      validateName={validateName}
      onApply={(id) => {
        const set = items.find((s) => s.id === id);
        if (set) onApplied(set.id, normalizeFilters(set.filters));
      }}
      onSave={async (name) => {
        const set = await userFacing(() =>
          create.mutateAsync({ view, name, filters: normalizeFilters(filters) }),
        );
        notices.success(t('shipmentList.savedViews.saved', { name: set.name }));
        onApplied(set.id, normalizeFilters(set.filters));
      }}
      onRename={async (id, name) => {
        const set = await userFacing(() => rename.mutateAsync({ id, name }));
        notices.success(t('shipmentList.savedViews.renamed', { name: set.name }));
      }}
      onDelete={async (id) => {
        const name = items.find((s) => s.id === id)?.name ?? '';
        await userFacing(() => remove.mutateAsync({ id, view }));
        notices.success(t('shipmentList.savedViews.deleted', { name }));
        onRemoved(id);
      }}
    />
  );
}
