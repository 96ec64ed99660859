import type { HTMLAttributes, ReactNode, Ref } from 'react';
import type { BoxElement } from '../Box/Box.tsx';
import {
  cx,
  responsiveClassNames,
  type CollapseBelow,
  type ResponsiveValue,
  type Space,
} from '../theme/responsive.ts';
import * as styles from './Inline.css.ts';

/** Props of {@link Inline}. */
export interface InlineProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'className' | 'style' | 'children' | 'color'
> {
  /** The items, start to end; they wrap onto further lines when the row is full. */
  children?: ReactNode;
  /**
   * The space between items (and between wrapped lines), from the theme's `vars.space`.
   * @default 'sm'
   * @example space={{ base: 'md', narrow: 'xs' }}
   */
  space?: ResponsiveValue<Space>;
  /** Horizontal alignment; `spaceBetween` pushes the first and last items to the ends. @default 'left' */
  align?: ResponsiveValue<'left' | 'center' | 'right' | 'spaceBetween'>;
  /** Vertical alignment of the items in a line. @default 'top' */
  alignY?: ResponsiveValue<'top' | 'center' | 'bottom' | 'baseline' | 'stretch'>;
  /**
   * Below this breakpoint the items stack one under the other (`wide`: on the spec's narrow screens,
   * below 900 px). A static `align` (`center` / `right`) still applies when stacked.
   * @default undefined (never collapses)
   */
  collapseBelow?: CollapseBelow;
  /** Keep the items on one line instead of wrapping. @default true */
  wrap?: boolean;
  /** The element to render (`ul`/`ol` for a list of `li`, e.g. a row of chips). @default 'div' */
  as?: BoxElement;
  /** Extra class on the root, merged last. */
  className?: string;
  /** A ref to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/**
 * A wrapping row: buttons, chips, facts or a title and its actions side by side with one space of the
 * theme's scale between them, optionally stacking below a breakpoint.
 *
 * @example
 * <Inline space="sm" alignY="center">
 *   <Button>Accept</Button>
 *   <Button variant="secondary">Reject</Button>
 * </Inline>
 *
 * @example
 * <Inline align="spaceBetween" alignY="center" collapseBelow="wide">
 *   <Heading level={2}>Invoice 5521</Heading>
 *   <Button>Download</Button>
 * </Inline>
 */
export function Inline({
  children,
  space = 'sm',
  align = 'left',
  alignY = 'top',
  collapseBelow,
  wrap = true,
  as: Element = 'div',
  className,
  ref,
  ...rest
}: InlineProps) {
  const collapsedAlign =
    collapseBelow && (align === 'center' || align === 'right')
      ? styles.collapsedAlign[collapseBelow][align]
      : undefined;
  return (
    <Element
      {...rest}
      ref={ref as Ref<never>}
      className={cx(
        styles.inline,
        !wrap && styles.nowrap,
        ...responsiveClassNames(styles.space, space),
        ...responsiveClassNames(styles.align, align),
        ...responsiveClassNames(styles.alignY, alignY),
        collapseBelow && styles.collapseBelow[collapseBelow],
        collapsedAlign,
        className,
      )}
    >
      {children}
    </Element>
  );
}
