/** What {@link rovingIndex} reads of a key press: a React or a DOM keyboard event both fit. */
export interface RovingKey {
  readonly key: string;
  readonly altKey: boolean;
  readonly metaKey: boolean;
  /** The focused item (or what stands for the row, e.g. a tab panel): its writing direction is the row's. */
  readonly currentTarget: EventTarget | null;
}

/**
 * The keyboard of a horizontal row with one tab stop (roving `tabindex`: the kit's tab list and the
 * status counts' toolbars), as the index of the item a key moves to, or `undefined` for a key the row
 * leaves alone (the caller then neither claims the key nor moves). Right and Left go to the next and
 * previous item and wrap around at the ends, Home and End to the first and the last: the keys of
 * WAI-ARIA's tabs and toolbar patterns, and what Ariakit's tab list and toolbar did (both wrap). No item
 * is skipped: a disabled one still takes the focus, so it is found and read as unavailable.
 *
 * In a right-to-left row the arrows are mirrored (Left goes to the next item, which is drawn to the left),
 * as WAI-ARIA's keyboard guidance asks. Ariakit did not (its `rtl` is off unless a store is told), but no
 * kit locale is right-to-left today, so nothing changes for a user. The direction is the `dir` attribute's
 * (`:dir(rtl)`, the selector the tab list's overflow cue uses too), read only when a key is pressed.
 *
 * Alt and Meta combinations are the browser's (Alt+Left is Back); PageUp and PageDown scroll the page
 * (ADR 072's amendment).
 */
export function rovingIndex(event: RovingKey, index: number, count: number): number | undefined {
  if (count === 0 || event.altKey || event.metaKey) return undefined;
  const last = count - 1;
  const next = index >= last ? 0 : index + 1;
  const previous = index <= 0 ? last : index - 1;
  const rtl = event.currentTarget instanceof Element && isRightToLeft(event.currentTarget);
  switch (event.key) {
    case 'ArrowRight':
      return rtl ? previous : next;
    case 'ArrowLeft':
      return rtl ? next : previous;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}

/** Whether the element is laid out right to left by its (or an ancestor's) `dir` attribute. */
function isRightToLeft(element: Element): boolean {
  try {
    return element.matches(':dir(rtl)');
  } catch {
    // A browser without `:dir()` (Chromium before 120): the nearest `dir` attribute decides.
    return element.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl';
  }
}
