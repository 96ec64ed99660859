import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../theme/responsive.ts';
import * as styles from './Text.css.ts';

/** A size of the theme's type scale for body text. */
export type TextSize = keyof typeof styles.size;

/** A text tone: the theme's text colours. */
export type TextTone = keyof typeof styles.tone;

/** Props of {@link Text}. */
export interface TextProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'className' | 'style' | 'children' | 'color'
> {
  /** The text (and inline content: links, `Money`, `DateTime`). */
  children?: ReactNode;
  /** The size, from the theme's `vars.font.size`. @default inherited (md at the provider's root) */
  size?: TextSize;
  /** The colour: `secondary` for supporting text, a status tone for a result. @default inherited (primary at the root) */
  tone?: TextTone;
  /** The weight. @default inherited (regular at the root) */
  weight?: keyof typeof styles.weight;
  /**
   * Cut the text after this many lines, ending in an ellipsis (1 keeps it on one line). Give the full
   * text another way (a `title`, a details view) when it matters.
   * @default undefined (never cut; long words wrap)
   */
  maxLines?: 1 | 2 | 3 | 4;
  /** Digits of equal width, for numbers in columns. @default false */
  tabularNumbers?: boolean;
  /** The element: `p` for a paragraph, `span` inside a line, `dt`/`dd` in a description list. @default 'p' */
  as?: 'p' | 'span' | 'div' | 'dt' | 'dd' | 'li' | 'strong' | 'em' | 'small' | 'label';
  /** Extra class on the root, merged last. */
  className?: string;
  /** A ref to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/**
 * Text on the theme's type scale: size, tone and weight are precomputed classes; no margins.
 *
 * @example
 * <Text tone="secondary" size="sm">Updated 5 minutes ago</Text>
 *
 * @example
 * <Text as="span" maxLines={1} title={consignee}>{consignee}</Text>
 */
export function Text({
  children,
  size,
  tone,
  weight,
  maxLines,
  tabularNumbers = false,
  as: Element = 'p',
  className,
  ref,
  ...rest
}: TextProps) {
  return (
    <Element
      {...rest}
      ref={ref as Ref<never>}
      className={cx(
        styles.text,
        size && styles.size[size],
        tone && styles.tone[tone],
        weight && styles.weight[weight],
        tabularNumbers && styles.tabularNumbers,
        maxLines === 1 && styles.truncate,
        maxLines !== undefined && maxLines !== 1 && cx(styles.clamp, styles.maxLines[maxLines]),
        className,
      )}
    >
      {children}
    </Element>
  );
}
