import {
  Tooltip as AriakitTooltip,
  TooltipAnchor,
  useTooltipStore,
  type TooltipStoreProps,
} from '@ariakit/react';
import { useId, type ReactElement, type ReactNode } from 'react';
import { hideOnBlurToNothing } from './hideOnBlurToNothing.ts';
import * as styles from './Tooltip.css.ts';

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
 * A short text shown on hover or keyboard focus of its anchor (Ariakit Tooltip, so Escape closes it
 * and it never traps focus).
 *
 * @example
 * <Tooltip content="Opens in a new tab"><Button>API Documentation</Button></Tooltip>
 */
export function Tooltip({
  content,
  children,
  type = 'description',
  placement = 'top',
  open,
  defaultOpen,
  onOpenChange,
  showDelay = 500,
  className,
}: TooltipProps) {
  const id = useId();
  const store = useTooltipStore({
    placement,
    open,
    defaultOpen,
    setOpen: onOpenChange,
    showTimeout: showDelay,
  });
  return (
    <>
      <TooltipAnchor
        store={store}
        render={children}
        onBlur={hideOnBlurToNothing(store)}
        {...(type === 'label' ? { 'aria-labelledby': id } : { 'aria-describedby': id })}
      />
      <AriakitTooltip
        store={store}
        id={id}
        gutter={6}
        className={[styles.tooltip, className].filter(Boolean).join(' ')}
      >
        {content}
      </AriakitTooltip>
    </>
  );
}
