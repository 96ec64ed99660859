import type { HTMLAttributes } from 'react';
import { useI18n } from '../i18n/I18nContext.tsx';

/** Props of {@link LoadingStatus}: a `div`'s, its role, busy state and name set by it. */
export interface LoadingStatusProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'role' | 'aria-busy' | 'aria-label'
> {
  /** What is loading, for assistive technology. @default t('kit.skeleton.label') — "Loading" */
  label?: string | undefined;
}

/**
 * A placeholder's root as assistive technology meets it: one busy status, named by what is loading.
 * The kit's placeholders (`Skeleton`, `ShipmentSummarySkeleton`, the map's) share it, so they are
 * announced alike; what they draw inside is theirs. Kit-internal.
 */
export function LoadingStatus({ label, ...rest }: LoadingStatusProps) {
  const { t } = useI18n();
  return <div role="status" aria-busy="true" aria-label={label ?? t('kit.skeleton.label')} {...rest} />;
}
