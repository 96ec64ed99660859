import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

/** Props of {@link VisuallyHidden}. */
export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /** Text for assistive technology only. */
  children: ReactNode;
}

// Ariakit's `VisuallyHidden` style, written out: importing it pulled `@ariakit/utils` into every page's
// first load for one style object (ADR 080). The caller's `style` is merged last, as Ariakit did.
const visuallyHiddenStyle: CSSProperties = {
  borderWidth: 0,
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
};

/**
 * Text that screen readers read but that is not drawn (a `span` with Ariakit VisuallyHidden's style).
 *
 * @example
 * <VisuallyHidden>{t('form.required')}</VisuallyHidden>
 */
export function VisuallyHidden({ style, ...props }: VisuallyHiddenProps) {
  return <span {...props} style={style ? { ...visuallyHiddenStyle, ...style } : visuallyHiddenStyle} />;
}
