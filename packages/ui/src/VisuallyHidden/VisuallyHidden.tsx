import { VisuallyHidden as AriakitVisuallyHidden } from '@ariakit/react';
import type { HTMLAttributes, ReactNode } from 'react';

/** Props of {@link VisuallyHidden}. */
export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /** Text for assistive technology only. */
  children: ReactNode;
}

/**
 * Text that screen readers read but that is not drawn (Ariakit VisuallyHidden).
 *
 * @example
 * <VisuallyHidden>{t('form.required')}</VisuallyHidden>
 */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <AriakitVisuallyHidden {...props} />;
}
