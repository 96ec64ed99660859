import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../theme/responsive.ts';
import { sprinkles, type Sprinkles } from '../theme/sprinkles.css.ts';
import * as styles from './Box.css.ts';

/** The elements a {@link Box} (and the other layout primitives) can render as. */
export type BoxElement =
  | 'div'
  | 'span'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'nav'
  | 'main'
  | 'ul'
  | 'ol'
  | 'li'
  | 'dl'
  | 'dt'
  | 'dd'
  | 'p'
  | 'fieldset';

/** Props of {@link Box}: the kit's sprinkles (spacing and flex layout, responsive) plus plain HTML attributes. */
export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, 'className' | 'style' | 'children' | 'color'> & {
    /** The element to render. @default 'div' */
    as?: BoxElement;
    /** The content. */
    children?: ReactNode;
    /** Extra class on the root, merged last. */
    className?: string;
    /** A ref to the rendered element. */
    ref?: Ref<HTMLElement>;
  };

/**
 * The kit's lowest layout primitive: an element whose spacing and flex layout come from the theme's
 * sprinkles as precomputed classes (no inline styles). Reach for {@link Stack}, {@link Inline} or
 * {@link Columns} first; use Box for a padded region or a one-off flex container.
 *
 * @example
 * <Box as="section" padding={{ base: 'lg', narrow: 'md' }} aria-labelledby={headingId}>…</Box>
 */
export function Box({ as: Element = 'div', children, className, ref, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return (
    <Element {...rest} ref={ref as Ref<never>} className={cx(styles.box, sprinkles(atoms), className)}>
      {children}
    </Element>
  );
}
