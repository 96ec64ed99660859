import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const card = createContainer();

export const root = style({
  containerName: card,
  containerType: 'inline-size',
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.raised,
});

export const inner = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const title = style({
  flex: '1 1 auto',
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const link = style({ color: vars.color.text.link, textUnderlineOffset: '2px' });

export const customer = style({ margin: 0, color: vars.color.text.secondary, overflowWrap: 'anywhere' });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: `${vars.space.md} ${vars.space.lg}`,
  margin: 0,
  '@container': {
    [`${card} (max-width: 620px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [`${card} (max-width: 300px)`]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const field = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const term = style({
  fontSize: vars.font.size.xs,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.medium,
});

export const value = style({ margin: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });

export const total = style([value, { fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg }]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
