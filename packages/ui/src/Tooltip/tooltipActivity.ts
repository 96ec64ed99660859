/**
 * What Ariakit's tooltip anchors shared across the page, kept by the kit now that a closed tooltip has no
 * Ariakit store (ADR 080): one tooltip shows at a time (showing one hides the other), and a pointer moving
 * from one anchor to the next within {@link skipTimeout} of a tooltip hiding shows the next at once,
 * without the hover delay; and whether the last input was a keyboard's, so only keyboard focus shows a
 * tooltip (a click or a tap focuses the button too, and must not).
 */

/** A tooltip that is showing: how to hide it when another one shows. */
export interface ActiveTooltip {
  hide(): void;
}

/** How long after a tooltip hides the next hover still skips the delay (Ariakit's `skipTimeout`). */
const skipTimeout = 300;

let active: ActiveTooltip | null = null;
let releaseTimer = 0;

/** Marks `tooltip` as the one showing, hiding the one that showed before. */
export function activateTooltip(tooltip: ActiveTooltip): void {
  window.clearTimeout(releaseTimer);
  if (active && active !== tooltip) active.hide();
  active = tooltip;
}

/** `tooltip` hid: the next hover skips its delay for a moment, then shows after the delay again. */
export function releaseTooltip(tooltip: ActiveTooltip): void {
  if (active !== tooltip) return;
  window.clearTimeout(releaseTimer);
  releaseTimer = window.setTimeout(() => {
    if (active === tooltip) active = null;
  }, skipTimeout);
}

/** Focus left `tooltip`'s anchor: the next hover waits its delay (as Ariakit's anchor `onBlur` did). */
export function forgetTooltip(tooltip: ActiveTooltip): void {
  if (active === tooltip) active = null;
}

/** Whether a tooltip shows or has just hidden, so a hover shows the next one without the delay. */
export function hasActiveTooltip(): boolean {
  return active !== null;
}

const compositeMoveKeys = new Set([
  'ArrowUp',
  'ArrowRight',
  'ArrowDown',
  'ArrowLeft',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);
const isSafari =
  typeof navigator !== 'undefined' && /^((?!chrome|android).)*safari/i.test(navigator.userAgent);
let keyboardModality = true;
let listening = false;

function onMouseDown(event: MouseEvent) {
  // A mouse down on an element Ariakit shows as keyboard-focused (a menu item, a toolbar's) keeps it so.
  if (event.target instanceof Element && event.target.hasAttribute('data-focus-visible')) return;
  keyboardModality = false;
}

function onKeyDown(event: KeyboardEvent) {
  if (compositeMoveKeys.has(event.key)) {
    keyboardModality = true;
    return;
  }
  if (event.metaKey || event.ctrlKey) return;
  if (event.altKey && !(isSafari && event.key === 'Tab')) return;
  keyboardModality = true;
}

/**
 * Starts following the last input (once per page), as Ariakit's `Focusable` did: a key press makes the next
 * focus a keyboard focus, a mouse down (or a tap) one that is not. Called from an effect, before any focus.
 */
export function followInputModality(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('mousedown', onMouseDown, true);
  document.addEventListener('keydown', onKeyDown, true);
}

/** Whether the last input was a keyboard's (the browser's own `:focus-visible` ignores scripted keys). */
export function isKeyboardModality(): boolean {
  return keyboardModality;
}
