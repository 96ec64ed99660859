import { useRef, useState, type SyntheticEvent } from 'react';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import { Menu, MenuGroup, MenuItem, MenuSeparator } from '../Menu/Menu.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './SavedViewsMenu.css.ts';

/** One saved view (a named set of list filters). */
export interface SavedView {
  /** Stable id, passed back to the callbacks. */
  readonly id: string;
  /** The name the user gave it. */
  readonly name: string;
}

/** Props of {@link SavedViewsMenu}. */
export interface SavedViewsMenuProps {
  /** The user's saved views, in the order to list them. */
  views: readonly SavedView[];
  /** The id of the view whose filters are in use; rename and delete act on it. @default null */
  selectedId?: string | null;
  /** The views are loading (the menu says so instead of listing them). @default false */
  loading?: boolean;
  /** The views failed to load. @default false */
  loadFailed?: boolean;
  /** Applies a view (chosen by click, Enter or Space). */
  onApply: (id: string) => void;
  /**
   * Saves the current filters under a name. A rejected promise keeps the dialog open with the
   * typed name and shows the error's message.
   */
  onSave: (name: string) => Promise<unknown>;
  /** Renames a view; rejections are shown like {@link SavedViewsMenuProps.onSave}'s. */
  onRename: (id: string, name: string) => Promise<unknown>;
  /** Deletes a view after the user confirmed; rejections are shown in the confirmation. */
  onDelete: (id: string) => Promise<unknown>;
  /**
   * Checks a typed name before it is sent; returns the message to show, or `undefined` when fine.
   * The app passes its own rule (e.g. the contract's), so the kit restates none.
   */
  validateName?: (name: string) => string | undefined;
  /** Hides the save, rename and delete actions (a user who may only apply views). @default false */
  readOnly?: boolean;
  /**
   * The delete confirmation's sentence for a view of this name, saying what stays (a list of orders
   * rather than shipments). @default the kit's text, which says the shipments stay as they are
   */
  deleteDescription?: (viewName: string) => string;
  /** Extra class on the trigger button, merged last. */
  className?: string;
}

type Dialogs =
  | { readonly kind: 'save' }
  | { readonly kind: 'rename'; readonly view: SavedView }
  | { readonly kind: 'delete'; readonly view: SavedView };

const messageOf = (error: unknown): string | undefined =>
  error instanceof Error && error.message.trim() !== '' ? error.message : undefined;

/**
 * A menu of saved list views: apply one, save the current filters as a new named view, rename or
 * delete the view in use (delete asks for confirmation in an alert dialog). Keyboard first: the
 * menu is an Ariakit Menu, the dialogs trap focus, focus returns to the trigger when they close.
 * Data and persistence belong to the app: it passes the views and async callbacks.
 *
 * @example
 * <SavedViewsMenu views={sets} selectedId={current} onApply={apply}
 *   onSave={(name) => create.mutateAsync({ name, … })}
 *   onRename={(id, name) => rename.mutateAsync({ id, name })}
 *   onDelete={(id) => remove.mutateAsync({ id, … })} />
 */
export function SavedViewsMenu({
  views,
  selectedId = null,
  loading = false,
  loadFailed = false,
  onApply,
  onSave,
  onRename,
  onDelete,
  validateName,
  readOnly = false,
  deleteDescription,
  className,
}: SavedViewsMenuProps) {
  const { t } = useI18n();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const nameRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [dialog, setDialog] = useState<Dialogs | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const selected = views.find((view) => view.id === selectedId) ?? null;

  const open = (next: Dialogs) => {
    setName(next.kind === 'rename' ? next.view.name : '');
    setError(undefined);
    setDialog(next);
  };
  const close = () => {
    setDialog(null);
    setBusy(false);
    // The menu item that opened the dialog is gone; hand focus back to the menu's button.
    requestAnimationFrame(() => triggerRef.current?.focus());
  };
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
      close();
    } catch (failure) {
      setBusy(false);
      setError(messageOf(failure) ?? t('kit.savedViews.failed'));
    }
  };
  const submitName = (event: SyntheticEvent) => {
    event.preventDefault();
    if (dialog === null || dialog.kind === 'delete' || busy) return;
    const problem = validateName?.(name);
    if (problem !== undefined) {
      setError(problem);
      nameRef.current?.focus();
      return;
    }
    const trimmed = name.trim();
    void run(() => (dialog.kind === 'save' ? onSave(trimmed) : onRename(dialog.view.id, trimmed)));
  };

  let list;
  if (loading) list = <MenuItem disabled>{t('kit.savedViews.loading')}</MenuItem>;
  else if (loadFailed) list = <MenuItem disabled>{t('kit.savedViews.loadFailed')}</MenuItem>;
  else if (views.length === 0) list = <MenuItem disabled>{t('kit.savedViews.none')}</MenuItem>;
  else
    list = views.map((view) => (
      <MenuItem
        key={view.id}
        onSelect={() => {
          onApply(view.id);
        }}
        className={view.id === selectedId ? styles.selected : undefined}
      >
        <span className={styles.check} aria-hidden="true">
          {view.id === selectedId ? <Icon name="check" size="small" /> : null}
        </span>
        <span className={styles.name}>{view.name}</span>
      </MenuItem>
    ));

  const nameDialog = dialog !== null && dialog.kind !== 'delete';
  return (
    <>
      <Menu
        placement="bottom-start"
        trigger={
          <Button
            ref={triggerRef}
            variant="secondary"
            icon="filter"
            className={[styles.trigger, className].filter(Boolean).join(' ')}
          >
            {selected
              ? t('kit.savedViews.triggerWithView', { name: selected.name })
              : t('kit.savedViews.trigger')}
          </Button>
        }
      >
        <MenuGroup label={t('kit.savedViews.group')}>{list}</MenuGroup>
        {readOnly ? null : (
          <>
            <MenuSeparator />
            <MenuItem
              icon="plus"
              onSelect={() => {
                open({ kind: 'save' });
              }}
            >
              {t('kit.savedViews.saveAs')}
            </MenuItem>
            {selected ? (
              <>
                <MenuItem
                  onSelect={() => {
                    open({ kind: 'rename', view: selected });
                  }}
                >
                  {t('kit.savedViews.rename', { name: selected.name })}
                </MenuItem>
                <MenuItem
                  icon="delete"
                  tone="critical"
                  onSelect={() => {
                    open({ kind: 'delete', view: selected });
                  }}
                >
                  {t('kit.savedViews.delete', { name: selected.name })}
                </MenuItem>
              </>
            ) : null}
          </>
        )}
      </Menu>
      <Dialog
        size="small"
        open={nameDialog}
        onOpenChange={(isOpen) => {
          if (!isOpen) close();
        }}
        title={dialog?.kind === 'rename' ? t('kit.savedViews.renameTitle') : t('kit.savedViews.saveTitle')}
        description={dialog?.kind === 'save' ? t('kit.savedViews.saveDescription') : undefined}
        initialFocus={nameRef}
      >
        <form className={styles.form} onSubmit={submitName} noValidate>
          <TextField
            ref={nameRef}
            label={t('kit.savedViews.name')}
            required
            value={name}
            onChange={(value) => {
              setName(value);
              if (error !== undefined) setError(undefined);
            }}
            error={error}
            autoComplete="off"
          />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={close}>
              {t('kit.savedViews.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('kit.savedViews.save')}
            </Button>
          </div>
        </form>
      </Dialog>
      <Dialog
        size="small"
        role="alertdialog"
        open={dialog?.kind === 'delete'}
        onOpenChange={(isOpen) => {
          if (!isOpen) close();
        }}
        title={t('kit.savedViews.deleteTitle')}
        description={
          dialog?.kind === 'delete'
            ? (deleteDescription?.(dialog.view.name) ??
              t('kit.savedViews.deleteDescription', { name: dialog.view.name }))
            : null
        }
        footer={
          <>
            {error !== undefined && dialog?.kind === 'delete' ? (
              <p role="alert" className={styles.error}>
                {error}
              </p>
            ) : null}
            <Button variant="secondary" onClick={close}>
              {t('kit.savedViews.cancel')}
            </Button>
            <Button
              variant="critical"
              loading={busy}
              onClick={() => {
                if (dialog?.kind !== 'delete' || busy) return;
                const { id } = dialog.view;
                void run(() => onDelete(id));
              }}
            >
              {t('kit.savedViews.confirmDelete')}
            </Button>
          </>
        }
      />
    </>
  );
}
