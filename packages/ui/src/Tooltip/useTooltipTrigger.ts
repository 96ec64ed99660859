import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type Ref,
  type RefCallback,
  type SyntheticEvent,
} from 'react';
import {
  activateTooltip,
  followInputModality,
  forgetTooltip,
  hasActiveTooltip,
  isKeyboardModality,
  releaseTooltip,
  type ActiveTooltip,
} from './tooltipActivity.ts';
import { useMergedRef } from '../trigger/mergedRef.ts';
import { tooltipBubble } from './tooltipBubble.ts';
import type { TooltipBubbleProps } from './TooltipBubble.tsx';

/** The anchor's handlers a tooltip needs. */
export interface TooltipTriggerHandlers<T extends HTMLElement = HTMLElement> {
  onPointerEnter?: (event: PointerEvent<T>) => void;
  onPointerMove?: (event: PointerEvent<T>) => void;
  onPointerLeave?: (event: PointerEvent<T>) => void;
  onFocus?: (event: FocusEvent<T>) => void;
  onBlur?: (event: FocusEvent<T>) => void;
  onKeyDown?: (event: KeyboardEvent<T>) => void;
  onClick?: (event: MouseEvent<T>) => void;
}

/** Options of {@link useTooltipTrigger}. */
export interface TooltipTriggerOptions {
  /** Whether the tooltip shows (the caller's state, controlled or not). */
  open: boolean;
  /** Asks to show or hide it. */
  setOpen: (open: boolean) => void;
  /** Hover delay before it shows, in ms. */
  showDelay: number;
}

/** What {@link useTooltipTrigger} gives the anchor and the bubble. */
export interface TooltipTrigger<T extends HTMLElement> {
  /** The caller's handlers merged with the tooltip's (the caller's run first; one that prevents the default wins). */
  handlers: Required<TooltipTriggerHandlers<T>>;
  /** The anchor's ref, merged with the caller's. */
  ref: RefCallback<T>;
  /** The props {@link TooltipBubbleProps} takes from the trigger. */
  bubble: Pick<TooltipBubbleProps, 'getAnchor' | 'onHide' | 'keepOnHoverOutside'>;
}

function chain<E extends SyntheticEvent>(theirs: ((event: E) => void) | undefined, ours: (event: E) => void) {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

/**
 * The anchor side of a kit tooltip, without Ariakit (ADR 080): Ariakit `TooltipAnchor`'s timing on the
 * kit's own handlers, so a closed tooltip costs its anchor no library and no store. The tooltip shows on a
 * pointer's hover after `showDelay` (at once if another tooltip shows or has just hidden, and never on a
 * touch) and on keyboard focus (not on a click's or a tap's focus; a key pressed on a button the pointer
 * focused counts, as Ariakit's `data-focus-visible` did), once per focus. It hides when the pointer leaves
 * (unless keyboard focus showed it), on Escape and whenever focus leaves the anchor — to another element,
 * or to nothing (a script's `blur()`, the window losing focus), which Ariakit missed. A click cancels a
 * hover still waiting. Pointer enter and focus warm Ariakit's part, which renders only while it shows and
 * hides it on Escape and on a click or focus elsewhere.
 */
export function useTooltipTrigger<T extends HTMLElement>(
  { open, setOpen, showDelay }: TooltipTriggerOptions,
  caller: TooltipTriggerHandlers<T> & { ref?: Ref<T> },
): TooltipTrigger<T> {
  const anchorRef = useRef<T | null>(null);
  const showTimer = useRef(0);
  const focusFrame = useRef(0);
  const canShowOnHover = useRef(false);
  const keyboardFocused = useRef(false);
  const openRef = useRef(open);
  const setOpenRef = useRef(setOpen);
  useEffect(() => {
    openRef.current = open;
    setOpenRef.current = setOpen;
  });
  // One object per anchor for the page's "one tooltip at a time"; it reads the latest `setOpen`.
  const [self] = useState<ActiveTooltip>(() => ({
    hide: () => {
      if (!openRef.current) return;
      openRef.current = false;
      setOpenRef.current(false);
    },
  }));

  useEffect(() => {
    followInputModality();
    return () => {
      window.clearTimeout(showTimer.current);
      cancelAnimationFrame(focusFrame.current);
    };
  }, []);
  // Showing makes it the page's one tooltip (hiding another); hiding lets the next hover skip the delay.
  useEffect(() => {
    if (!open) return;
    activateTooltip(self);
    return () => {
      releaseTooltip(self);
    };
  }, [open, self]);

  // `openRef` follows the request at once too: a blur right after a show, before the render, still hides.
  const show = () => {
    window.clearTimeout(showTimer.current);
    showTimer.current = 0;
    if (openRef.current) return;
    openRef.current = true;
    setOpenRef.current(true);
  };
  const hide = () => {
    window.clearTimeout(showTimer.current);
    showTimer.current = 0;
    if (!openRef.current) return;
    openRef.current = false;
    setOpenRef.current(false);
  };
  const showOnKeyboardFocus = (element: HTMLElement) => {
    // A frame later, as Ariakit did: focus passing through (a script moving it on) shows nothing.
    cancelAnimationFrame(focusFrame.current);
    focusFrame.current = requestAnimationFrame(() => {
      if (element.ownerDocument.activeElement !== element) return;
      keyboardFocused.current = true;
      show();
    });
  };

  const handlers: Required<TooltipTriggerHandlers<T>> = {
    onPointerEnter: chain(caller.onPointerEnter, (event) => {
      tooltipBubble.warm();
      if (event.pointerType !== 'touch') canShowOnHover.current = true;
    }),
    onPointerMove: chain(caller.onPointerMove, (event) => {
      if (event.pointerType === 'touch' || !canShowOnHover.current) return;
      if (openRef.current || showTimer.current) return;
      if (hasActiveTooltip() || showDelay <= 0) show();
      else showTimer.current = window.setTimeout(show, showDelay);
    }),
    onPointerLeave: chain(caller.onPointerLeave, () => {
      window.clearTimeout(showTimer.current);
      showTimer.current = 0;
      if (!keyboardFocused.current) hide();
    }),
    onFocus: chain(caller.onFocus, (event) => {
      tooltipBubble.warm();
      if (event.target === event.currentTarget && isKeyboardModality())
        showOnKeyboardFocus(event.currentTarget);
    }),
    onBlur: (event) => {
      caller.onBlur?.(event);
      cancelAnimationFrame(focusFrame.current);
      keyboardFocused.current = false;
      canShowOnHover.current = false;
      forgetTooltip(self);
      if (!event.defaultPrevented) hide();
    },
    onKeyDown: chain(caller.onKeyDown, (event) => {
      if (event.key === 'Escape') {
        // Once Ariakit's part shows, it hides on Escape itself (and stops the key there, so a dialog
        // around does not close too); before it has arrived the kit hides the tooltip it asked for.
        if (tooltipBubble.current() === undefined) hide();
        return;
      }
      if (keyboardFocused.current || event.target !== event.currentTarget) return;
      if (event.key === 'Tab' || event.metaKey || event.ctrlKey || event.altKey) return;
      showOnKeyboardFocus(event.currentTarget);
    }),
    onClick: chain(caller.onClick, () => {
      window.clearTimeout(showTimer.current);
      showTimer.current = 0;
    }),
  };

  const ref = useMergedRef<T>(anchorRef, caller.ref);

  return {
    handlers,
    ref,
    bubble: {
      getAnchor: () => anchorRef.current,
      onHide: hide,
      keepOnHoverOutside: () => keyboardFocused.current,
    },
  };
}
