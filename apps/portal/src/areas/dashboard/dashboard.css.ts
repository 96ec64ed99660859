import { style } from '@vanilla-extract/css';
import { media, vars } from '../../app/themeVars.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  maxWidth: '1440px',
  '@media': { [media.narrow]: { padding: vars.space.md } },
});

/** Shipments and the score card side by side on wide screens, stacked on narrow ones. */
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.wide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)' } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
});

export const intro = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.text.secondary });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});

export const previewBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
