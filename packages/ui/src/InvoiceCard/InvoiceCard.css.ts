import { createContainer, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
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

export const inner = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
});

export const logo = style({
  flex: 'none',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.md,
  objectFit: 'contain',
  backgroundColor: vars.color.background.surfaceSunken,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const customer = style({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

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

export const value = recipe({
  base: { margin: 0, overflowWrap: 'anywhere' },
  variants: {
    emphasis: {
      true: { fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg },
      false: {},
    },
  },
  defaultVariants: { emphasis: false },
});

export const link = style({
  color: vars.color.text.link,
  fontWeight: vars.font.weight.medium,
  textUnderlineOffset: '2px',
});

export const documents = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const documentsIcon = recipe({
  variants: {
    complete: {
      true: { color: vars.color.text.positive },
      false: { color: vars.color.text.critical },
    },
  },
});
