import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const wrapper = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surface,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.md,
  color: vars.color.text.primary,
});

export const caption = recipe({
  base: {
    textAlign: 'start',
    padding: `${vars.space.md} ${vars.space.lg}`,
    fontWeight: vars.font.weight.bold,
    fontSize: vars.font.size.lg,
    color: vars.color.text.primary,
    backgroundColor: vars.color.background.surface,
  },
  variants: {
    hidden: {
      true: {
        position: 'absolute',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
        clipPath: 'inset(50%)',
        whiteSpace: 'nowrap',
        padding: 0,
      },
      false: {},
    },
  },
});

export const cell = recipe({
  base: {
    padding: `${vars.space.sm} ${vars.space.lg}`,
    borderBottom: `1px solid ${vars.color.border.subtle}`,
    textAlign: 'start',
    verticalAlign: 'top',
    // Long text wraps between words, and inside a word only when that word alone is wider than the
    // box. ('anywhere' also shrank each column to a letter, so a narrow table squeezed its words
    // apart instead of scrolling sideways.)
    overflowWrap: 'break-word',
  },
  variants: {
    align: {
      start: {},
      end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
      center: { textAlign: 'center' },
    },
    kind: {
      header: {
        fontSize: vars.font.size.sm,
        fontWeight: vars.font.weight.medium,
        color: vars.color.text.secondary,
        backgroundColor: vars.color.background.surfaceSunken,
        whiteSpace: 'nowrap',
      },
      body: {},
      total: {
        fontWeight: vars.font.weight.bold,
        borderBottom: 'none',
        borderTop: `2px solid ${vars.color.border.strong}`,
      },
    },
  },
  defaultVariants: { align: 'start', kind: 'body' },
});

export const row = style({});

globalStyle(`tbody > ${row}:last-child > *`, { borderBottom: 'none' });

export const message = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.text.secondary,
});
