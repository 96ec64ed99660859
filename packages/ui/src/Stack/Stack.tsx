import type { HTMLAttributes, ReactNode, Ref } from 'react';
import type { BoxElement } from '../Box/Box.tsx';
import { cx, responsiveClassNames, type ResponsiveValue, type Space } from '../theme/responsive.ts';
import * as styles from './Stack.css.ts';

/** Props of {@link Stack}. */
export interface StackProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'className' | 'style' | 'children' | 'color'
> {
  /** The items, top to bottom. */
  children?: ReactNode;
  /**
   * The space between items, from the theme's `vars.space`; one value or one per condition.
   * @default 'md'
   * @example space={{ base: 'lg', narrow: 'md' }}
   */
  space?: ResponsiveValue<Space>;
  /** Horizontal alignment of the items; `stretch` makes each item full width. @default 'stretch' */
  align?: ResponsiveValue<'left' | 'center' | 'right' | 'stretch'>;
  /** A subtle line between items, in the middle of the space. @default false */
  dividers?: boolean;
  /**
   * The element to render: `ul`/`ol` for a list (children are then `li`), `section` with
   * `aria-labelledby` for a region, `fieldset` for a group of fields. Lists lose their bullets and indent.
   * @default 'div'
   */
  as?: BoxElement;
  /** Extra class on the root, merged last. */
  className?: string;
  /** A ref to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/**
 * Vertical rhythm: items one under the other with one space of the theme's scale between them.
 * The space is a precomputed class per step and condition, never an inline style.
 *
 * @example
 * <Stack space={{ base: 'lg', narrow: 'md' }}>
 *   <Heading level={2}>Shipment 100234</Heading>
 *   <ShipmentSummary … />
 * </Stack>
 *
 * @example
 * <Stack as="ul" space="xs" dividers>{rows.map((row) => <li key={row.id}>…</li>)}</Stack>
 */
export function Stack({
  children,
  space = 'md',
  align,
  dividers = false,
  as: Element = 'div',
  className,
  ref,
  ...rest
}: StackProps) {
  return (
    <Element
      {...rest}
      ref={ref as Ref<never>}
      className={cx(
        styles.stack,
        ...responsiveClassNames(styles.space, space),
        ...responsiveClassNames(styles.align, align),
        dividers && styles.dividers,
        className,
      )}
    >
      {children}
    </Element>
  );
}
