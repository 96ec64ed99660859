import { style } from '@vanilla-extract/css';
import { vars } from '../../app/themeVars.ts';

// The page column and title are the portal's shared ones (areas/common).
export { page } from '../common/page.css.ts';
export { title } from '../common/pageTitle.css.ts';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  color: vars.color.text.secondary,
});

export const fact = style({ display: 'flex', gap: vars.space.xs, margin: 0 });

export const factLabel = style({ fontWeight: vars.font.weight.bold, color: vars.color.text.primary });

export const chips = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xs });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.md,
});

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  color: vars.color.text.secondary,
});
