import { appBarHeightPx } from '@freightkit/domain';
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { sizes } from '../theme/sizes.ts';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  // The spec's 60 px on every page: never squeezed by a tall screen below it in a flex column.
  flex: 'none',
  boxSizing: 'border-box',
  height: `${appBarHeightPx}px`,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  position: 'relative',
  zIndex: vars.zIndex.appBar,
});

export const title = style({
  margin: 0,
  flex: '0 1 auto',
  minWidth: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const search = style({
  flex: '1 1 auto',
  display: 'flex',
  justifyContent: 'center',
  minWidth: 0,
  maxWidth: '480px',
  marginInline: 'auto',
});

export const spacer = style({ flex: '1 1 auto' });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: 'none',
});

export const textAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: sizes.control,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.link,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { backgroundColor: vars.color.background.hover, color: vars.color.text.primary } },
});

export const userButton = style([
  textAction,
  {
    color: vars.color.text.primary,
    maxWidth: '220px',
  },
]);

export const userName = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
