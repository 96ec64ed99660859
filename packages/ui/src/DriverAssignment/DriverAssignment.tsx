import { Combobox, ComboboxItem, ComboboxLabel, ComboboxPopover, ComboboxProvider } from '@ariakit/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as form from '../shipmentMessages/formStyles.css.ts';
import { useI18n } from '../i18n/I18nContext.tsx';
import * as styles from './DriverAssignment.css.ts';

/** A driver (spec 1 §3 Driver): the fields the kit shows. */
export interface DriverOption {
  /** The driver's id. */
  readonly id: string | number;
  /** Full name. */
  readonly name: string;
  /** Primary e-mail. */
  readonly email?: string | null;
  /** Primary phone. */
  readonly phone?: string | null;
}

/** Props of {@link DriverAssignment}. */
export interface DriverAssignmentProps {
  /** The drivers assigned to the shipment. */
  drivers: readonly DriverOption[];
  /**
   * Finds drivers for the typed text (e.g. the drivers search call with companyId and q). Called after
   * the user pauses typing; a newer search wins over an older one.
   */
  onSearch: (query: string) => Promise<readonly DriverOption[]>;
  /** Assigns a driver found by search. The input clears when it resolves. */
  onAssign: (driver: DriverOption) => Promise<void>;
  /** Removes an assigned driver (e.g. DELETE …/drivers/{driverId}). */
  onRemove: (driver: DriverOption) => Promise<void>;
  /** The assigned drivers are loading. @default false */
  loading?: boolean;
  /** An error to show (e.g. the drivers failed to load or an assignment failed). */
  error?: ReactNode;
  /** Turns the search and remove buttons off (e.g. a driver-only user). @default false */
  readOnly?: boolean;
  /** Pause in typing before searching, in ms. The spec sets none for drivers; the kit's own. @default 250 */
  searchDelayMs?: number;
  /** Extra class on the root, merged last. */
  className?: string;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/**
 * The drivers of a shipment: the assigned ones, each with a remove button, and a search combobox to
 * find a driver and assign them. Options load asynchronously through `onSearch`; the combobox, its
 * popover and the keyboard (arrows, Enter, Escape) are Ariakit's.
 *
 * @example
 * <DriverAssignment drivers={drivers} onSearch={(q) => searchDrivers({ companyId, q })}
 *   onAssign={(d) => assign.mutateAsync(d.id)} onRemove={(d) => remove.mutateAsync(d.id)} />
 */
export function DriverAssignment({
  drivers,
  onSearch,
  onAssign,
  onRemove,
  loading = false,
  error,
  readOnly = false,
  searchDelayMs = 250,
  className,
}: DriverAssignmentProps) {
  const { t } = useI18n();
  const titleId = useId();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<readonly DriverOption[]>([]);
  const [searching, setSearching] = useState(false);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<string | number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const q = query.trim();
    if (!q) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      setSearching(true);
      onSearch(q).then(
        (found) => {
          if (!current) return;
          setResults(found);
          setSearching(false);
        },
        () => {
          if (!current) return;
          setResults([]);
          setSearching(false);
        },
      );
    }, searchDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, onSearch, searchDelayMs]);

  const run = (id: string | number, action: Promise<void>, after?: () => void) => {
    setBusy(id);
    setFailure(null);
    action.then(
      () => {
        setBusy(null);
        after?.();
      },
      (reason: unknown) => {
        setBusy(null);
        setFailure(reason instanceof Error && reason.message ? reason.message : t('errors.unknown'));
      },
    );
  };

  const assignedIds = new Set(drivers.map((d) => d.id));
  const shownError = failure ?? error;

  return (
    <section className={[styles.root, className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t('kit.drivers.label')}
      </h3>
      {loading ? (
        <p className={form.hint} role="status">
          {t('kit.combobox.loading')}
        </p>
      ) : drivers.length === 0 ? (
        <p className={form.hint}>{t('kit.drivers.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('kit.drivers.assigned')}>
          {drivers.map((driver) => (
            <li key={driver.id} className={styles.driver}>
              <span className={styles.avatar} aria-hidden="true">
                {initials(driver.name)}
              </span>
              <span className={styles.who}>
                <span className={styles.name}>{driver.name}</span>
                <span className={styles.contact}>
                  {[driver.email, driver.phone].filter(Boolean).join(' · ')}
                </span>
              </span>
              {readOnly ? null : (
                <IconButton
                  icon="delete"
                  label={t('kit.drivers.remove', { name: driver.name })}
                  disabled={busy === driver.id}
                  onClick={() => {
                    run(driver.id, onRemove(driver));
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {shownError ? (
        <p className={form.error} role="alert">
          {shownError}
        </p>
      ) : null}
      {readOnly ? null : (
        <ComboboxProvider
          open={open && results.length > 0}
          setOpen={setOpen}
          inputValue={query}
          setInputValue={(value) => {
            setQuery(value);
            if (!value.trim()) setResults([]);
          }}
        >
          <div className={form.field}>
            <ComboboxLabel className={form.label}>{t('kit.drivers.search')}</ComboboxLabel>
            <Combobox
              className={form.control}
              placeholder={t('kit.drivers.searchPlaceholder')}
              aria-busy={searching || busy !== null || undefined}
            />
          </div>
          <p className={form.hint} role="status">
            {searching
              ? t('kit.combobox.loading')
              : query.trim() && results.length === 0
                ? t('kit.combobox.noResults')
                : null}
          </p>
          {results.length > 0 ? (
            <ComboboxPopover className={styles.popover} gutter={4} sameWidth>
              {results.map((driver) => {
                const already = assignedIds.has(driver.id);
                return (
                  <ComboboxItem
                    key={driver.id}
                    className={styles.option}
                    value={driver.name}
                    disabled={already}
                    accessibleWhenDisabled
                    setValueOnClick={false}
                    onClick={() => {
                      run(driver.id, onAssign(driver), () => {
                        setQuery('');
                        setResults([]);
                      });
                    }}
                  >
                    <span className={styles.name}>{driver.name}</span>
                    <span className={styles.contact}>
                      {already
                        ? t('kit.drivers.alreadyAssigned')
                        : [driver.email, driver.phone].filter(Boolean).join(' · ')}
                    </span>
                  </ComboboxItem>
                );
              })}
            </ComboboxPopover>
          ) : null}
        </ComboboxProvider>
      )}
    </section>
  );
}
