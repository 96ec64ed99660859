import type { HTMLAttributes, ReactNode, Ref } from 'react';
import type { BoxElement } from '../Box/Box.tsx';
import {
  cx,
  responsiveClassNames,
  type CollapseBelow,
  type ResponsiveValue,
  type Space,
} from '../theme/responsive.ts';
import * as styles from './Columns.css.ts';

/** Props of {@link Columns}. */
export interface ColumnsProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'className' | 'style' | 'children' | 'color'
> {
  /** The columns: {@link Column} elements, start to end. */
  children?: ReactNode;
  /**
   * The gutter between columns (and between stacked columns once collapsed), from `vars.space`.
   * @default 'md'
   * @example space={{ base: 'lg', narrow: 'md' }}
   */
  space?: ResponsiveValue<Space>;
  /**
   * Below this breakpoint the columns stack, full width, in source order (`wide`: on the spec's
   * narrow screens, below 900 px).
   * @default undefined (never collapses)
   */
  collapseBelow?: CollapseBelow;
  /** Vertical alignment of the columns; `stretch` makes them equally tall. @default 'top' */
  alignY?: ResponsiveValue<'top' | 'center' | 'bottom' | 'stretch'>;
  /** Show the last column first on wide screens (source order, hence reading order, stays). @default false */
  reverse?: boolean;
  /** The element to render. @default 'div' */
  as?: BoxElement;
  /** Extra class on the root, merged last. */
  className?: string;
  /** A ref to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/**
 * Side-by-side columns with a gutter from the theme's scale, stacking below a breakpoint. Each child
 * is a {@link Column}: fluid by default (sharing the space left), or `content` / a fraction wide.
 *
 * @example
 * <Columns space={{ base: 'lg', narrow: 'md' }} collapseBelow="wide">
 *   <Column width="3/5"><InvoiceForm /></Column>
 *   <Column><InvoiceSummary /></Column>
 * </Columns>
 */
export function Columns({
  children,
  space = 'md',
  collapseBelow,
  alignY = 'top',
  reverse = false,
  as: Element = 'div',
  className,
  ref,
  ...rest
}: ColumnsProps) {
  return (
    <Element
      {...rest}
      ref={ref as Ref<never>}
      className={cx(
        styles.columns,
        reverse && styles.reverse,
        ...responsiveClassNames(styles.space, space),
        ...responsiveClassNames(styles.alignY, alignY),
        collapseBelow && styles.collapseBelow[collapseBelow],
        className,
      )}
    >
      {children}
    </Element>
  );
}
