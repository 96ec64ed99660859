import { Button as AriakitButton, Tooltip, TooltipAnchor, useTooltipStore } from '@ariakit/react';
import { forwardRef, type ButtonHTMLAttributes, type ReactElement } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/icons.tsx';
import * as tooltipStyles from '../Tooltip/Tooltip.css.ts';
import { hideOnBlurToNothing } from '../Tooltip/hideOnBlurToNothing.ts';
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
    ...rest
  },
  ref,
) {
  if (isDevelopment() && !label.trim()) {
    console.error('IconButton: `label` is required — it is the accessible name of an icon-only button.');
  }
  const iconSize = size === 'small' ? 'small' : size === 'large' ? 'large' : 'medium';
  const button = (
    <AriakitButton
      {...rest}
      ref={ref}
      type={type}
      aria-label={label}
      aria-pressed={pressed}
      disabled={disabled}
      accessibleWhenDisabled
      className={[styles.iconButton({ variant, size }), className].filter(Boolean).join(' ')}
    >
      {typeof icon === 'string' ? <Icon name={icon} size={iconSize} /> : icon}
    </AriakitButton>
  );
  // Without a tooltip, no tooltip store either (the menu and drawer triggers of a phone's top bar): it
  // is the anchor's own component, so a button whose `tooltip` changes is mounted anew (ADR 075).
  if (!tooltip) return button;
  return <IconButtonTooltip button={button} label={label} placement={tooltipPlacement} />;
});

/** The tooltip of an {@link IconButton} with one, and its store. */
function IconButtonTooltip({
  button,
  label,
  placement,
}: {
  button: ReactElement;
  label: string;
  placement: NonNullable<IconButtonProps['tooltipPlacement']>;
}) {
  const tooltipStore = useTooltipStore({ placement });
  // The tooltip is rendered only while it shows (`unmountOnHide`): Ariakit builds each tooltip as a
  // popover dialog (portal, positioning, focus and outside-interaction handlers), which cost a toolbar of
  // eight buttons a long task when it mounted (ADR 065). Until then only the store and the anchor's hover
  // and focus handlers exist, and the button is named by its own `aria-label`, never by the tooltip.
  return (
    <>
      <TooltipAnchor store={tooltipStore} render={button} onBlur={hideOnBlurToNothing(tooltipStore)} />
      <Tooltip store={tooltipStore} gutter={6} className={tooltipStyles.tooltip} unmountOnHide>
        {label}
      </Tooltip>
    </>
  );
}
