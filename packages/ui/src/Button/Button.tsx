import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/icons.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { accessibleWhenDisabled } from './accessibleWhenDisabled.ts';
import * as styles from './Button.css.ts';

/**
 * Props of {@link Button}. Other button attributes (`aria-*`, `form`, handlers) pass through to the
 * `button`, so it also works as the `render` of Ariakit triggers (`<MenuButton render={<Button />} />`).
 */
export interface ButtonProps
  extends
    styles.ButtonVariants,
    Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type' | 'onClick'> {
  /** The button's text (and its accessible name). */
  children: ReactNode;
  /** Called on click, Enter or Space. */
  onClick?: ButtonHTMLAttributes<HTMLButtonElement>['onClick'];
  /** `submit` inside a form. @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  /** Disabled but still focusable, so keyboard users can find it and read why. @default false */
  disabled?: boolean;
  /** Shows a spinner, announces "Loading" and ignores clicks. @default false */
  loading?: boolean;
  /** A kit icon before the text. @example <Button icon="upload">Upload Document</Button> */
  icon?: IconName;
  /** Stretches the button to its container's width. @default false */
  fullWidth?: boolean;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * A button for an action. A disabled (or loading) button stays focusable, as with Ariakit's
 * `accessibleWhenDisabled`: it is `aria-disabled` rather than `disabled`, and ignores clicks and keys.
 * Variants: `primary` (the one main action), `secondary`, `ghost` (low emphasis), `critical` (destructive).
 *
 * @example
 * <Button variant="secondary" onClick={reset}>Reset</Button>
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    children,
    type = 'button',
    disabled = false,
    loading = false,
    icon,
    fullWidth = false,
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
  const { t } = useI18n();
  const inert = disabled || loading;
  return (
    <button
      aria-disabled={inert || undefined}
      {...rest}
      {...accessibleWhenDisabled({ onClickCapture, onAuxClickCapture, onMouseDownCapture }, inert)}
      ref={ref}
      type={type}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      className={[styles.button({ variant, size }), fullWidth ? styles.fullWidth : null, className]
        .filter(Boolean)
        .join(' ')}
    >
      {loading ? (
        <span className={styles.spinner} aria-hidden="true" />
      ) : icon ? (
        <Icon name={icon} size="small" />
      ) : null}
      {children}
      {loading ? <VisuallyHidden role="status">{t('kit.button.loading')}</VisuallyHidden> : null}
    </button>
  );
});
