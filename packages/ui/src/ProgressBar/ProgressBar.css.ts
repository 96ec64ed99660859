import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.text.primary,
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const value = style({ color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  height: '8px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.surfaceSunken,
  overflow: 'hidden',
});

export const fill = style({
  // The filled share, set per render as the `--fk-progress` custom property (the only dynamic value).
  width: 'var(--fk-progress, 0%)',
  height: '100%',
  borderRadius: vars.radius.full,
  transformOrigin: 'left',
  transition: `width ${vars.motion.durationNormal} ${vars.motion.easing}`,
});

export const tone = styleVariants({
  brand: { backgroundColor: vars.color.background.brand },
  positive: { backgroundColor: vars.color.background.positive },
  critical: { backgroundColor: vars.color.background.critical },
});
