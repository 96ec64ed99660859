import { Button as AriakitButton } from '@ariakit/react';
import { forwardRef, type ReactNode } from 'react';
import { useI18n } from '../i18n/I18nContext.tsx';
import * as styles from './Button.css.ts';

/** Props of {@link Button}. */
export interface ButtonProps extends styles.ButtonVariants {
  /** The button's text (and its accessible name). */
  children: ReactNode;
  /** Called on click, Enter or Space. */
  onClick?: () => void;
  /** `submit` inside a form. @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  /** Disabled but still focusable, so keyboard users can find it and read why. @default false */
  disabled?: boolean;
  /** Shows progress, announces "Loading" and ignores clicks. @default false */
  loading?: boolean;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * A button for an action. Built on Ariakit's Button, so a disabled button stays focusable.
 *
 * @example
 * <Button variant="secondary" onClick={reset}>Reset</Button>
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { children, onClick, type = 'button', disabled = false, loading = false, variant, size, className },
  ref,
) {
  const { t } = useI18n();
  return (
    <AriakitButton
      ref={ref}
      type={type}
      onClick={onClick}
      disabled={disabled || loading}
      accessibleWhenDisabled
      aria-busy={loading || undefined}
      className={[styles.button({ variant, size }), className].filter(Boolean).join(' ')}
    >
      {children}
      {loading ? <span role="status">{t('kit.button.loading')}</span> : null}
    </AriakitButton>
  );
});
