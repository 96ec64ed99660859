import { style } from '@vanilla-extract/css';
import { media, vars } from '../../app/themeVars.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  minWidth: 0,
  '@media': { [media.narrow]: { padding: vars.space.sm } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  marginBlock: vars.space.sm,
});

export const search = style({ flex: '0 1 22rem', minWidth: 0 });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

/** The list fills the screen below the tabs: tall enough to scroll in, never taller than the window. */
export const scroller = style({ height: 'max(360px, calc(100dvh - 320px))' });

export const muted = style({ margin: 0, minHeight: '1.5em', color: vars.color.text.secondary });

// The page header reads like the shipment detail's: one title style for the portal's previews.
export { title, titleRow as header } from '../common/pageTitle.css.ts';

export const link = style({ color: vars.color.text.link });

/** Form, charges, paperwork and comments on the left; summary and details on the right; stacked when narrow. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const bullets = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const facts = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const field = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const term = style({ color: vars.color.text.secondary });

export const value = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
});
