import type { TooltipStore } from '@ariakit/react';
import type { FocusEvent } from 'react';

/**
 * An anchor's `onBlur` that hides its tooltip when focus leaves the anchor for nothing: a script's
 * `blur()`, focus dropped to the page's body, or the window losing focus (another window, another tab).
 * Ariakit hides a tooltip when focus moves to another element (a `focusin` elsewhere) or on a click
 * outside, neither of which happens then, so a tooltip shown by keyboard focus stayed over the page with
 * nothing focused. Focus moving to an element is left to Ariakit.
 */
export function hideOnBlurToNothing(store: TooltipStore): (event: FocusEvent<HTMLElement>) => void {
  return (event) => {
    if (event.relatedTarget === null) store.hide();
  };
}
