import type { ShipmentSearchResult } from '@freightkit/api';
import { useShipmentSearch } from '@freightkit/api/react';
import {
  canSeeReferenceNumbersInSearch,
  normaliseSearchText,
  searchDebounceMs,
  searchResultDestination,
  searchPrompt,
  searchStatusText,
  shipmentStatuses,
} from '@freightkit/domain';
import { Inline, Stack, Text, useI18n } from '@freightkit/ui';
import { useEffect, useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../app/session/SessionProvider.tsx';
import * as styles from './shell.css.ts';

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setDebounced(value);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [value, delayMs]);
  return debounced;
}

/**
 * The global shipment search (spec 1 §2, §5): trimmed, debounced by 700 ms, prompts by broker
 * flag, 'No Matching Results'; each hit shows number, status and origin → destination (brokers also
 * see reference numbers) and opens the page its status calls for (drafts open nothing).
 */
export function GlobalSearch({ inline = false, onChosen }: { inline?: boolean; onChosen?: () => void }) {
  const { t } = useI18n();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const inputId = useId();
  const panelId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(inline);
  const debounced = useDebounced(text, searchDebounceMs);
  const search = useShipmentSearch({ query: normaliseSearchText(debounced) });
  const settled = debounced === text && search.isSuccess;
  const results = settled ? search.data.items : [];
  const status = searchStatusText(text, user.isBroker, settled ? results.length : null);
  const showReferences = canSeeReferenceNumbersInSearch(user);

  function choose(result: ShipmentSearchResult) {
    const destination = searchResultDestination({
      shipmentNumber: result.shipmentNumber,
      status: result.status.value,
    });
    if (destination.kind === 'none') return;
    setText('');
    if (!inline) setOpen(false);
    onChosen?.();
    void navigate(destination.path);
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!inline && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && !inline && open) {
      event.stopPropagation();
      setOpen(false);
    }
  }

  // The status in the portal's language from its value; the back end's English name only for a value domain does not know.
  const statusName = (status: ShipmentSearchResult['status']) => {
    const key = shipmentStatuses.messageKey(status.value);
    return key === undefined ? status.displayName : t(key);
  };
  const place = (p: ShipmentSearchResult['origin']) =>
    t('shell.search.place', { city: p.city, state: p.state, postalCode: p.postalCode });

  return (
    // The wrapper only tracks focus leaving the search; the input and buttons inside are the controls.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.searchBox} onBlur={onBlur} onKeyDown={onKeyDown}>
      <input
        id={inputId}
        type="search"
        className={styles.searchInput}
        aria-label={t('shell.search.label')}
        placeholder={t(searchPrompt(user.isBroker))}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          setOpen(true);
        }}
        autoComplete="off"
      />
      <div id={panelId} className={styles.searchPanel} data-inline={inline} hidden={!open}>
        {status !== null ? (
          <Text tone="secondary" className={styles.searchText} role="status">
            {t(status)}
          </Text>
        ) : !settled ? (
          <Text tone="secondary" className={styles.searchText} role="status">
            {t('shell.search.searching')}
          </Text>
        ) : (
          <Stack as="ul" space="none" aria-label={t('shell.search.results')}>
            {results.map((result) => {
              const draft =
                searchResultDestination({
                  shipmentNumber: result.shipmentNumber,
                  status: result.status.value,
                }).kind === 'none';
              const references = showReferences ? (result.referenceNumbers ?? []) : [];
              return (
                <li key={result.id}>
                  <button
                    type="button"
                    className={styles.result}
                    aria-disabled={draft || undefined}
                    title={draft ? t('shell.search.draft') : undefined}
                    onClick={() => {
                      choose(result);
                    }}
                  >
                    <Inline as="span" space="sm" wrap={false}>
                      <Text as="span" weight="bold">
                        {result.shipmentNumber}
                      </Text>
                      <Text as="span" weight="bold">
                        {statusName(result.status)}
                      </Text>
                    </Inline>
                    <Text as="span" size="sm" tone="secondary">
                      {t('shell.search.route', {
                        origin: place(result.origin),
                        destination: place(result.destination),
                      })}
                    </Text>
                    {references.length > 0 ? (
                      <Text as="span" size="sm" tone="secondary">
                        {t('shell.search.references', {
                          references: references.map((r) => `${r.label} ${r.value}`).join(', '),
                        })}
                      </Text>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </Stack>
        )}
      </div>
    </div>
  );
}
