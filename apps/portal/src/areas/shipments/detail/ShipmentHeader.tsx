import type { ReactNode } from 'react';
import * as styles from './detail.css.ts';

/** Props of {@link ShipmentHeader}. */
export interface ShipmentHeaderProps {
  /** The page's title, a `PageTitle`. */
  readonly title: ReactNode;
  /** The lane summary, or its placeholder while the shipment loads. */
  readonly summary: ReactNode;
  /** The shipment's actions (links and the actions menu); none while it loads. */
  readonly actions?: ReactNode;
}

/**
 * A shipment page's header, one frame for the loaded page and its loading state (ADR 074): the title
 * keeps its place and height whether or not actions are shown, and on a phone the actions sit below
 * the summary, so nothing above the tabs moves when the shipment arrives.
 */
export function ShipmentHeader({ title, summary, actions }: ShipmentHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.headerTitle}>{title}</div>
      <div className={styles.headerSummary}>{summary}</div>
      {actions ? <div className={styles.headerActions}>{actions}</div> : null}
    </header>
  );
}
