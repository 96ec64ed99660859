import {
  cloneElement,
  useMemo,
  type ReactElement,
  type Ref,
  type RefObject,
  type SyntheticEvent,
} from 'react';

type Handler = (event: SyntheticEvent<HTMLElement>) => void;

/** The trigger's own props the merge reads (any element; the kit's triggers are buttons). */
interface TriggerOwnProps {
  ref?: Ref<HTMLElement> | undefined;
  onClick?: Handler | undefined;
  onPointerEnter?: Handler | undefined;
  onFocus?: Handler | undefined;
}

/** What an overlay adds to its trigger while the overlay's library may not be loaded yet. */
export interface OverlayTriggerProps {
  /** Whether the overlay is open (`aria-expanded`). */
  open: boolean;
  /** The open dialog's id (`aria-controls`), `undefined` while no dialog element is shown. */
  controls: string | undefined;
  /** Toggles the overlay. */
  onToggle: () => void;
  /** A hover or focus that may open next: load the overlay's part ahead of the click. */
  onIntent: () => void;
}

/** Calls the trigger's own handler first; ours is skipped when that one prevented the default. */
function chain(own: Handler | undefined, ours: () => void): Handler {
  return (event) => {
    own?.(event);
    if (!event.defaultPrevented) ours();
  };
}

/**
 * Keeps the trigger's own ref and the overlay's: one callback, the same across renders while the trigger's
 * ref is the same, so React does not detach and re-attach either on every render.
 */
export function useTriggerRef(
  trigger: ReactElement | undefined,
  element: RefObject<HTMLElement | null>,
): (node: HTMLElement | null) => void {
  const own = (trigger?.props as TriggerOwnProps | undefined)?.ref;
  return useMemo(
    () => (node: HTMLElement | null) => {
      element.current = node;
      if (typeof own === 'function') own(node);
      else if (own) own.current = node;
    },
    [element, own],
  );
}

/**
 * The trigger with what Ariakit's DialogDisclosure gave it, without loading Ariakit: `aria-haspopup`,
 * `aria-expanded`, `aria-controls` while open, a click that toggles and a hover/focus that warms the
 * overlay's part. The trigger's own props win (as Ariakit merges a `render` element); its handlers run first.
 * The element is the trigger's own, so nothing remounts when the overlay's part arrives (focus stays).
 */
export function renderOverlayTrigger(
  trigger: ReactElement,
  ref: (node: HTMLElement | null) => void,
  { open, controls, onToggle, onIntent }: OverlayTriggerProps,
): ReactElement {
  const own = trigger.props as TriggerOwnProps & Record<string, unknown>;
  return cloneElement(trigger as ReactElement<Record<string, unknown>>, {
    'aria-haspopup': own['aria-haspopup'] ?? 'dialog',
    'aria-expanded': own['aria-expanded'] ?? open,
    'aria-controls': own['aria-controls'] ?? controls,
    ref,
    onClick: chain(own.onClick, onToggle),
    onPointerEnter: chain(own.onPointerEnter, onIntent),
    onFocus: chain(own.onFocus, onIntent),
  });
}
