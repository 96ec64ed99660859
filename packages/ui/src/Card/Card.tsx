import { useId, type ReactNode } from 'react';
import * as styles from './Card.css.ts';

/** Props of {@link Card}. */
export interface CardProps {
  /** A heading for the card; it also names the card as a region. */
  title?: ReactNode;
  /** The heading level of the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Buttons at the end of the header (e.g. IconButtons). */
  actions?: ReactNode;
  /** The card's content. */
  children: ReactNode;
  /** Actions at the bottom. */
  footer?: ReactNode;
  /** Extra class on the root, merged last. */
  className?: string;
}

/**
 * A surface grouping related content, with optional title, header actions and footer.
 *
 * @example
 * <Card title="Charges" actions={<IconButton icon="download" label="Download" />}>…</Card>
 */
export function Card({ title, headingLevel = 2, actions, children, footer, className }: CardProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      aria-labelledby={title ? id : undefined}
      className={[styles.card, className].filter(Boolean).join(' ')}
    >
      {title || actions ? (
        <div className={styles.header}>
          {title ? (
            <Heading id={id} className={styles.title}>
              {title}
            </Heading>
          ) : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      <div className={styles.body}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </section>
  );
}
