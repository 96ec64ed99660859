import type { TooltipStoreProps } from '@ariakit/react';
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { MergedTrigger } from '../trigger/MergedTrigger.tsx';
import { useOnDemand } from '../onDemand/onDemand.ts';
import { tooltipBubble } from './tooltipBubble.ts';
import * as styles from './Tooltip.css.ts';
import { useTooltipTrigger } from './useTooltipTrigger.ts';

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** What the tooltip says. Keep it short; it is not focusable and must not hold links. */
  content: ReactNode;
  /**
   * The anchor: one element that accepts a ref and DOM props (a kit Button, a native button, …).
   * It shows the tooltip on hover and on keyboard focus.
   */
  children: ReactElement;
  /**
   * `description` describes the anchor with the content (`aria-describedby`); `label` names it
   * (`aria-labelledby`), for anchors without a name of their own.
   * @default 'description'
   */
  type?: 'description' | 'label';
  /** Where the tooltip opens relative to the anchor. @default 'top' */
  placement?: TooltipStoreProps['placement'];
  /** Controlled visibility. */
  open?: boolean;
  /** Initial visibility when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the tooltip wants to show or hide. */
  onOpenChange?: (open: boolean) => void;
  /** Hover delay before showing, in ms. @default 500 */
  showDelay?: number;
  /** Extra class on the tooltip bubble, merged last. */
  className?: string;
}

/**
 * A short text shown on hover or keyboard focus of its anchor (Ariakit Tooltip once it shows, so Escape
 * closes it and it never traps focus; Ariakit loads the first time a tooltip shows, ADR 080).
 *
 * The anchor names the tooltip's id in `aria-describedby` (or `aria-labelledby`) at all times, so while it
 * is hidden the same id is on a `hidden` element holding the content next to the anchor, which a screen
 * reader reads as it read Ariakit's hidden tooltip; while it shows, the id is on Ariakit's bubble.
 *
 * @example
 * <Tooltip content="Opens in a new tab"><Button>API Documentation</Button></Tooltip>
 */
export function Tooltip({
  content,
  children,
  type = 'description',
  placement = 'top',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  showDelay = 500,
  className,
}: TooltipProps) {
  const id = useId();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  // The anchor's own handlers and ref are chained by `MergedTrigger` (its own first), as every kit trigger's.
  const {
    handlers,
    ref: anchorRef,
    bubble: bubbleProps,
  } = useTooltipTrigger<HTMLElement>({ open, setOpen, showDelay }, {});
  const bubble = useOnDemand(tooltipBubble, open);
  const bubbleClassName = [styles.tooltip, className].filter(Boolean).join(' ');
  return (
    <>
      <MergedTrigger
        render={children}
        {...(type === 'label' ? { 'aria-labelledby': id } : { 'aria-describedby': id })}
        {...handlers}
        ref={anchorRef}
      />
      {open && bubble ? (
        <bubble.TooltipBubble {...bubbleProps} id={id} placement={placement} className={bubbleClassName}>
          {content}
        </bubble.TooltipBubble>
      ) : (
        <span id={id} hidden>
          {content}
        </span>
      )}
    </>
  );
}
