import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../theme/responsive.ts';
import * as styles from './Heading.css.ts';

/** A heading's visual level. */
export type HeadingLevel = 1 | 2 | 3 | 4;

/** Props of {@link Heading}. */
export interface HeadingProps extends Omit<
  HTMLAttributes<HTMLHeadingElement>,
  'className' | 'style' | 'children' | 'color'
> {
  /** The heading text. */
  children?: ReactNode;
  /**
   * The visual level on the theme's type scale (1 `xxl`, 2 `xl`, 3 `lg`, 4 `md`, all bold), and the
   * element (`h1`–`h4`) unless `as` says otherwise.
   */
  level: HeadingLevel;
  /**
   * The element, when the document outline needs another level than the look: a screen's `h1`
   * styled as level 2, a card's `h2` styled as level 3.
   * @default `h${level}`
   * @example <Heading level={3} as="h2">Shipments</Heading>
   */
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  /** Keep the heading on one line, ending in an ellipsis when it does not fit. @default false */
  truncate?: boolean;
  /** Extra class on the root, merged last. */
  className?: string;
  /** A ref to the heading element. */
  ref?: Ref<HTMLHeadingElement>;
}

/**
 * A heading on the theme's type scale. The look (`level`) and the element (`as`) are separate so a
 * screen's outline stays right wherever a section is reused.
 *
 * @example
 * <Heading level={2} id={headingId}>Shipment 100234</Heading>
 */
export function Heading({ children, level, as, truncate = false, className, ref, ...rest }: HeadingProps) {
  const Element = as ?? (`h${String(level)}` as 'h1' | 'h2' | 'h3' | 'h4');
  return (
    <Element
      {...rest}
      ref={ref}
      className={cx(styles.heading, styles.level[level], truncate && styles.truncate, className)}
    >
      {children}
    </Element>
  );
}
