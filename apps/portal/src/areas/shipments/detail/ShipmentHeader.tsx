import type { ReactNode } from 'react';
import * as styles from './detail.css.ts';

/** Props of {@link ShipmentHeader}. */
export interface ShipmentHeaderProps {
  /** The page's title, a `PageTitle`. */
  readonly title: ReactNode;
  /** The lane summary, or its placeholder while the shipment loads. */
  readonly summary: ReactNode;
  /**
   * The shipment's actions (links and the actions menu). Left out while the shipment loads: their row
   * is kept as tall as the kit's controls meanwhile, so on a phone the tabs below do not move when the
   * actions arrive (every user gets at least the actions menu).
   */
  readonly actions?: ReactNode;
}

/**
 * A shipment page's header, one frame for the loaded page and its loading state (ADR 074): the title
 * keeps its place and height whether or not actions are shown, and on a phone the actions sit below
 * the summary, in a row kept for them while they load, so nothing above the tabs moves when the
 * shipment arrives (ADR 087).
 */
export function ShipmentHeader({ title, summary, actions }: ShipmentHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.headerTitle}>{title}</div>
      <div className={styles.headerSummary}>{summary}</div>
      <div className={styles.headerActions} data-pending={actions === undefined ? '' : undefined}>
        {actions}
      </div>
    </header>
  );
}
