import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { rovingIndex } from '../roving/roving.ts';

/** One toggle filter of a {@link FilterToolbar}. */
export interface FilterToolbarItem {
  /** Stable key, also what the toolbar remembers as its tab stop. */
  readonly key: string | number;
  /** Whether the filter is on (`aria-pressed`). */
  readonly pressed: boolean;
  /** Called on click, Enter or Space. */
  readonly onToggle: () => void;
  /** The button's content (its accessible name). */
  readonly children: ReactNode;
  /** `data-status` of a status filter. */
  readonly status?: number;
}

/**
 * A horizontal toolbar of toggle buttons with one tab stop (roving `tabindex`): Left and Right move
 * between the buttons and wrap around (mirrored right to left), Home and End go to the first and last
 * (`rovingIndex`, shared with the kit's `Tabs`), and Tab leaves the toolbar from the button last focused. The keyboard of Ariakit's `Toolbar`, which this replaces: its
 * store and item registration set state in layout effects, which forced a synchronous second render
 * (and flushed the page's pending effects, its queries' `fetch()` calls among them) inside the commit
 * that showed the counts, on every dashboard and list load (ADR 075).
 */
export function FilterToolbar({
  label,
  className,
  itemClassName,
  items,
  placeholder = false,
}: {
  /** The toolbar's accessible name. */
  label: string;
  /** Class of the toolbar. */
  className: string;
  /** Class of each button. */
  itemClassName: string;
  /** The filters, in order. */
  items: readonly FilterToolbarItem[];
  /**
   * The filters' places while their counts load: the same elements, hidden from assistive technology
   * and disabled (nothing to press yet, no tab stop), so the answer fills them in rather than replacing
   * them (ADR 084). @default false
   */
  placeholder?: boolean;
}) {
  const [activeKey, setActiveKey] = useState<string | number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  // The remembered button, or the first one when it is gone (or none was focused yet).
  const tabStop = items.some((item) => item.key === activeKey) ? activeKey : items[0]?.key;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = rovingIndex(event, index, items.length);
    if (next === undefined) return;
    event.preventDefault();
    root.current?.querySelectorAll<HTMLButtonElement>(':scope > button')[next]?.focus();
  };
  return (
    <div
      ref={root}
      role={placeholder ? undefined : 'toolbar'}
      aria-orientation={placeholder ? undefined : 'horizontal'}
      aria-label={placeholder ? undefined : label}
      aria-hidden={placeholder || undefined}
      className={className}
    >
      {items.map((item, index) => (
        <button
          key={item.key}
          type="button"
          className={itemClassName}
          disabled={placeholder || undefined}
          tabIndex={!placeholder && item.key === tabStop ? 0 : -1}
          aria-pressed={placeholder ? undefined : item.pressed}
          data-status={item.status}
          onFocus={() => {
            setActiveKey(item.key);
          }}
          onClick={item.onToggle}
          onKeyDown={(event) => {
            onKeyDown(event, index);
          }}
        >
          {item.children}
        </button>
      ))}
    </div>
  );
}
