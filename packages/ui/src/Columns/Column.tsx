import type { HTMLAttributes, ReactNode, Ref } from 'react';
import type { BoxElement } from '../Box/Box.tsx';
import { cx } from '../theme/responsive.ts';
import * as styles from './Columns.css.ts';

/** The widths a {@link Column} can take: its content's, or a fraction of the row. */
export type ColumnWidth = 'content' | keyof typeof styles.fractions;

/** Props of {@link Column}. */
export interface ColumnProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'className' | 'style' | 'children' | 'color'
> {
  /** The column's content. */
  children?: ReactNode;
  /**
   * `content`: as wide as its content; a fraction (`1/2`, `1/3`, `2/3`, `1/4`, `3/4`, `1/5` … `4/5`) of
   * the row less its share of the gutters; unset: fluid, sharing what the other columns leave.
   * @default undefined (fluid)
   */
  width?: ColumnWidth;
  /** The element to render (`li` inside `<Columns as="ul">`, `section`, `aside`). @default 'div' */
  as?: BoxElement;
  /** Extra class on the root, merged last (e.g. a minimum width). */
  className?: string;
  /** A ref to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/**
 * One column of {@link Columns}. Its content may be wider than its share only if it scrolls: the
 * column never grows past it.
 *
 * @example
 * <Columns space="lg"><Column width="content"><Avatar /></Column><Column>…</Column></Columns>
 */
export function Column({ children, width, as: Element = 'div', className, ref, ...rest }: ColumnProps) {
  return (
    <Element
      {...rest}
      ref={ref as Ref<never>}
      className={cx(
        styles.column,
        width === 'content' ? styles.content : width ? styles.width[width] : undefined,
        styles.collapsible,
        className,
      )}
    >
      {children}
    </Element>
  );
}
