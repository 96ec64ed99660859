import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { toneVariants } from './toneVariants.ts';

/**
 * The frame Banner and Toast share: tone icon, body, dismiss button (or an empty cell) in a row.
 * Borders stay with each component, written as longhands that do not reset the tone's accent colour.
 */
export const frame = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
});

/** The tone's strong colour on the leading (inline-start) edge. */
export const accent = toneVariants((tone) => ({ borderInlineStartColor: vars.color.background[tone] }));

/** The tone icon's colour. */
export const icon = toneVariants((tone) => ({ color: vars.color.text[tone] }));

/** Keeps the small dismiss button from making the row taller than the title. */
export const dismiss = style({ marginBlock: '-6px' });
