import { style } from '@vanilla-extract/css';
import { vars } from '../../../app/themeVars.ts';
// The kit's media conditions, imported from their file for the reason app/themeVars.ts gives.
import { media } from '../../../../../../packages/ui/src/theme/breakpoints.ts';

export { page } from '../../common/page.css.ts';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

// The title row and title are shared with the other previews (accounting's invoice).
export { title, titleRow } from '../../common/pageTitle.css.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const stopActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const timeRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(9rem, 2fr) repeat(2, minmax(4rem, 1fr))',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { [media.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const error = style({ margin: 0, color: vars.color.text.critical, fontSize: vars.font.size.sm });

export const muted = style({ margin: 0, color: vars.color.text.secondary });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

export const problemList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const problem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});
