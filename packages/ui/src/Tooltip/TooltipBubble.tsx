import { Tooltip, useTooltipStore, type TooltipStore, type TooltipStoreProps } from '@ariakit/react';
import { useLayoutEffect, type ReactNode } from 'react';

/** Props of {@link TooltipBubble}. */
export interface TooltipBubbleProps {
  /** The element the tooltip belongs to; it stays the kit's own (never remounted). */
  getAnchor: () => HTMLElement | null;
  /** Where it opens relative to the anchor. */
  placement: TooltipStoreProps['placement'];
  /** The id an anchor's `aria-describedby` or `aria-labelledby` names. */
  id?: string;
  /** The bubble's class. */
  className: string;
  /** Called when Ariakit hides it (Escape, a click or focus elsewhere, the pointer moving away). */
  onHide: () => void;
  /** Whether a pointer moving away keeps it (it showed on keyboard focus, as Ariakit kept it then). */
  keepOnHoverOutside: () => boolean;
  /** What it says. */
  children: ReactNode;
}

function anchorTo(store: TooltipStore, anchor: HTMLElement | null) {
  if (!anchor) return;
  const { anchorElement, disclosureElement } = store.getState();
  if (anchorElement !== anchor) store.setAnchorElement(anchor);
  if (disclosureElement !== anchor) store.setDisclosureElement(anchor);
}

/**
 * The Ariakit part of a kit tooltip, rendered only while it shows: a store that is open from the start,
 * anchored to the kit's existing anchor element, and Ariakit's `Tooltip` (positioning, portal, Escape,
 * interactions outside). The kit decides when it shows; Ariakit tells it when to hide through `onHide`.
 */
export function TooltipBubble({
  getAnchor,
  placement,
  id,
  className,
  onHide,
  keepOnHoverOutside,
  children,
}: TooltipBubbleProps) {
  const store = useTooltipStore({
    placement,
    open: true,
    setOpen: (open) => {
      if (!open) onHide();
    },
  });
  // The anchor goes into the store before Ariakit's tooltip first renders, so it is positioned against
  // it and takes it as its disclosure (Escape there hides it) from the start, as TooltipAnchor had set.
  // A tooltip open as its anchor mounts (`defaultOpen`, with this module already loaded) renders in the
  // anchor's first commit, before the anchor's ref is set: the layout effect anchors it then.
  anchorTo(store, getAnchor());
  useLayoutEffect(() => {
    anchorTo(store, getAnchor());
  });
  return (
    <Tooltip
      store={store}
      id={id}
      gutter={6}
      className={className}
      unmountOnHide
      hideOnHoverOutside={() => !keepOnHoverOutside()}
    >
      {children}
    </Tooltip>
  );
}
