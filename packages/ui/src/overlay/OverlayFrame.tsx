import { useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { onDemand, useOnDemand } from '../onDemand/onDemand.ts';
import { MergedTrigger } from '../trigger/MergedTrigger.tsx';
import type { OverlayHeadings, OverlayPartsProps } from './OverlayParts.tsx';

export type { OverlayHeadings };

/** The open frame (Ariakit's dialog and its popover code): loaded on the first open, once (ADR 080). */
const overlayParts = onDemand(() => import('./OverlayParts.tsx'));

/** Props of {@link OverlayFrame}. */
export interface OverlayFrameProps extends Omit<
  OverlayPartsProps,
  'open' | 'onOpenChange' | 'id' | 'disclosure'
> {
  /** An element that opens the overlay on click (a button). */
  trigger?: ReactElement | undefined;
  /** Controlled open state. */
  open?: boolean | undefined;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean | undefined;
  /** Called when the overlay opens or closes. */
  onOpenChange?: ((open: boolean) => void) | undefined;
}

/**
 * @internal The frame Dialog and Drawer share: the optional trigger, and once opened the dialog (Ariakit
 * Dialog: focus trap, Escape, focus return) with a header, a focusable scrolling body and a footer. While it
 * has never been open only the trigger renders, without Ariakit; the dialog's part loads on the first open
 * (or on the trigger's hover or focus) and an open asked for before it arrived shows when it does.
 */
export function OverlayFrame({
  trigger,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ...frame
}: OverlayFrameProps) {
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  // Once opened, the part stays mounted: after a close Ariakit still returns the focus (and may animate out).
  // Open from the start, it mounts as soon as it is there (`useOnDemand` re-renders on its arrival).
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (!open || opened) return;
    let live = true;
    // Opened later, it mounts after the commit that opened it, even when already loaded: as when the store
    // was mounted and followed `open`, Ariakit notes where the focus is (to return it on close) after that
    // commit's effects, e.g. after the menu whose item opened this dialog gave the focus back to its button.
    overlayParts.load().then(
      () => {
        if (live) setOpened(true);
      },
      () => undefined, // reported by useOnDemand; the next open tries again
    );
    return () => {
      live = false;
    };
  }, [open, opened]);
  const parts = useOnDemand(overlayParts, open);
  const id = useId();
  const disclosure = useRef<HTMLElement>(null);
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  const shown = parts !== undefined && opened;
  return (
    <>
      {trigger ? (
        // What Ariakit's DialogDisclosure gave the trigger, merged as its `render` element was: the
        // trigger's own props win, its handlers run first. The element is the trigger's own, so nothing
        // remounts when the part arrives (the focus stays).
        <MergedTrigger
          render={trigger}
          ref={disclosure}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={shown && open ? id : undefined}
          onClick={(event) => {
            if (!event.defaultPrevented) setOpen(!open);
          }}
          // A hover or a focus may open next: the part usually arrives before the click.
          onPointerEnter={() => {
            overlayParts.warm();
          }}
          onFocus={() => {
            overlayParts.warm();
          }}
        />
      ) : null}
      {shown ? (
        <parts.OverlayParts {...frame} open={open} onOpenChange={setOpen} id={id} disclosure={disclosure} />
      ) : null}
    </>
  );
}
