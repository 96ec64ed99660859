import { icons, type IconName } from './icons.tsx';
import * as styles from './Icon.css.ts';

/** Props of {@link Icon}. */
export interface IconProps extends styles.IconVariants {
  /** Which glyph to draw. */
  name: IconName;
  /**
   * The icon's accessible name when it carries meaning on its own (it then has `role="img"`).
   * Leave it out for decorative icons next to text or inside a labelled button: they are hidden from
   * assistive technology.
   */
  label?: string;
  /** Extra class on the `svg`, merged last. */
  className?: string;
}

/**
 * An inline SVG icon from the kit's set, coloured with `currentColor`.
 *
 * @example
 * <Icon name="upload" size="small" />
 * <Icon name="warning" label="Expired" />
 */
export function Icon({ name, label, size, className }: IconProps) {
  const labelled = label !== undefined && label !== '';
  return (
    <svg
      viewBox="0 0 24 24"
      className={[styles.icon({ size }), className].filter(Boolean).join(' ')}
      data-icon={name}
      focusable="false"
      {...(labelled ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {icons[name]}
    </svg>
  );
}
