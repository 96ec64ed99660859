import { renameOrderFilterSetSchema } from '@freightkit/api';
import {
  useCreateOrderFilterSet,
  useDeleteOrderFilterSet,
  useOrderFilterSets,
  useRenameOrderFilterSet,
} from '@freightkit/api/react';
import { SavedViewsMenu, useI18n } from '@freightkit/ui';
import { useNotices } from '../../app/notifications.tsx';
import { useUserFacingCall } from '../common/userFacingCall.ts';
import { normalizeOrderFilters, type OrderFilters } from './listUrl.ts';

/**
 * The longest name of a saved set, read from the contract when a name is first checked: reading it at
 * import would build the lazy schema (and its zod) with the list (ADR 079).
 */
function nameMax(): number {
  return renameOrderFilterSetSchema.shape.name.maxLength ?? 100;
}

/** Props of {@link OrderSavedViews}. */
export interface OrderSavedViewsProps {
  /** The filters in use (what "save" keeps). */
  readonly filters: OrderFilters;
  /** The saved filter set in use, from the address. */
  readonly selectedId: string | null;
  /** A saved set was applied or just saved: show its filters. */
  readonly onApplied: (id: string, filters: OrderFilters) => void;
  /** A saved set was deleted. */
  readonly onRemoved: (id: string) => void;
}

/**
 * The kit's SavedViewsMenu wired to the order list's filter sets (ADR 058): apply one, save the filters
 * in use (status view included) under a name, rename and delete, each confirmed by a notice; a failure
 * stays in the menu's dialog with the back end's message, in the user's language, and the typed name.
 */
export function OrderSavedViews({ filters, selectedId, onApplied, onRemoved }: OrderSavedViewsProps) {
  const { t } = useI18n();
  const notices = useNotices();
  const sets = useOrderFilterSets();
  const create = useCreateOrderFilterSet();
  const rename = useRenameOrderFilterSet();
  const remove = useDeleteOrderFilterSet();
  const items = sets.data?.items ?? [];
  const userFacing = useUserFacingCall();
  return (
    <SavedViewsMenu
      views={items}
      selectedId={selectedId}
      loading={sets.isPending}
      loadFailed={sets.isError}
      deleteDescription={(name) => t('orders.savedViews.deleteDescription', { name })}
      validateName={(name) => {
        if (renameOrderFilterSetSchema.safeParse({ name }).success) return undefined;
        return name.trim() === ''
          ? t('orders.savedViews.nameRequired')
          : t('orders.savedViews.nameTooLong', { max: nameMax() });
      }}
      onApply={(id) => {
        const set = items.find((s) => s.id === id);
        if (set) onApplied(set.id, normalizeOrderFilters(set.filters));
      }}
      onSave={async (name) => {
        const set = await userFacing(() =>
          create.mutateAsync({ name, filters: normalizeOrderFilters(filters) }),
        );
        notices.success(t('orders.savedViews.saved', { name: set.name }));
        onApplied(set.id, normalizeOrderFilters(set.filters));
      }}
      onRename={async (id, name) => {
        const set = await userFacing(() => rename.mutateAsync({ id, name }));
        notices.success(t('orders.savedViews.renamed', { name: set.name }));
      }}
      onDelete={async (id) => {
        const name = items.find((s) => s.id === id)?.name ?? '';
        await userFacing(() => remove.mutateAsync({ id }));
        notices.success(t('orders.savedViews.deleted', { name }));
        onRemoved(id);
      }}
    />
  );
}
