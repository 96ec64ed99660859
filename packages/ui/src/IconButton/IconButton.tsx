import { forwardRef, useState, type ButtonHTMLAttributes, type ReactElement } from 'react';
import { accessibleWhenDisabled } from '../Button/accessibleWhenDisabled.ts';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/icons.tsx';
import { useOnDemand } from '../onDemand/onDemand.ts';
import * as tooltipStyles from '../Tooltip/Tooltip.css.ts';
import { tooltipBubble } from '../Tooltip/tooltipBubble.ts';
import { useTooltipTrigger } from '../Tooltip/useTooltipTrigger.ts';
import * as styles from './IconButton.css.ts';
import { isDevelopment } from '../devWarnings/isDevelopment.ts';

/** Props of {@link IconButton}. Other button attributes (`aria-*`, handlers) pass through to the `button`. */
export interface IconButtonProps
  extends
    styles.IconButtonVariants,
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label' | 'type'> {
  /**
   * The accessible name, also shown as the tooltip. Required: an icon alone names nothing.
   * Word it as the action ("Download", "Close"), not the picture.
   */
  label: string;
  /** A kit icon name, or any decorative element. */
  icon: IconName | ReactElement;
  /** `submit` inside a form. @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  /** Disabled but still focusable (and its tooltip still readable). @default false */
  disabled?: boolean;
  /** For toggle buttons: whether it is on (`aria-pressed`). */
  pressed?: boolean;
  /** Shows the label as a tooltip on hover and keyboard focus. @default true */
  tooltip?: boolean;
  /** Where the tooltip opens. @default 'bottom' */
  tooltipPlacement?: 'top' | 'bottom' | 'left' | 'right';
  /** Extra class on the button, merged last. */
  className?: string;
}

/**
 * A square button showing only an icon, named by its required `label` (which the tooltip repeats).
 * Works as the `render` of Ariakit triggers (`<MenuButton render={<IconButton … />} />`).
 *
 * A native `button`, disabled but focusable as with Ariakit's `accessibleWhenDisabled`. Its tooltip is
 * visual only (the button is named by its own `aria-label`) and loads on demand (ADR 080): the button's
 * own hover and focus handlers decide when it shows, and Ariakit's tooltip is rendered only while it does
 * (it builds a popover per tooltip, a long task for a toolbar of eight, ADR 065).
 *
 * @example
 * <IconButton icon="download" label="Download" onClick={download} />
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  {
    label,
    icon,
    type = 'button',
    disabled = false,
    pressed,
    tooltip = true,
    tooltipPlacement = 'bottom',
    variant,
    size,
    className,
    onClickCapture,
    onAuxClickCapture,
    onMouseDownCapture,
    ...rest
  },
  ref,
) {
  if (isDevelopment() && !label.trim()) {
    console.error('IconButton: `label` is required — it is the accessible name of an icon-only button.');
  }
  const [open, setOpen] = useState(false);
  // The hook chains the caller's handlers (in `rest`) before the tooltip's; without a tooltip they pass as given.
  const trigger = useTooltipTrigger({ open, setOpen, showDelay: 500 }, { ...rest, ref });
  const showing = tooltip && open;
  const bubble = useOnDemand(tooltipBubble, showing);
  const iconSize = size === 'small' ? 'small' : size === 'large' ? 'large' : 'medium';
  return (
    <>
      <button
        aria-disabled={disabled || undefined}
        {...rest}
        {...(tooltip ? trigger.handlers : undefined)}
        {...accessibleWhenDisabled({ onClickCapture, onAuxClickCapture, onMouseDownCapture }, disabled)}
        ref={trigger.ref}
        type={type}
        aria-label={label}
        aria-pressed={pressed}
        className={[styles.iconButton({ variant, size }), className].filter(Boolean).join(' ')}
      >
        {typeof icon === 'string' ? <Icon name={icon} size={iconSize} /> : icon}
      </button>
      {showing && bubble ? (
        <bubble.TooltipBubble
          {...trigger.bubble}
          placement={tooltipPlacement}
          className={tooltipStyles.tooltip}
        >
          {label}
        </bubble.TooltipBubble>
      ) : null}
    </>
  );
});
