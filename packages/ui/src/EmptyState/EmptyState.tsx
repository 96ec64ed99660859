import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/icons.tsx';
import * as styles from './EmptyState.css.ts';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** The main message, e.g. `t('search.noResults')`. */
  title: ReactNode;
  /** More detail or a hint. */
  description?: ReactNode;
  /** A decorative kit icon above the title. @default 'info' */
  icon?: IconName | null;
  /** Buttons offering a way forward (e.g. Reset filters). */
  actions?: ReactNode;
  /** The heading level of the title (`null` for plain text). @default null */
  headingLevel?: 2 | 3 | 4 | null;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * What a list, table or screen shows when it has nothing to show.
 *
 * @example
 * <EmptyState icon="search" title={t('search.noResults')} />
 */
export function EmptyState({
  title,
  description,
  icon = 'info',
  actions,
  headingLevel = null,
  className,
}: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {icon ? (
        <span className={styles.icon}>
          <Icon name={icon} size="large" />
        </span>
      ) : null}
      <Title className={styles.title}>{title}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
