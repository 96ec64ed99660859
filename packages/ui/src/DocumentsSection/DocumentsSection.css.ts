import { documentTileSizePx } from '@freightkit/domain';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const heading = style({
  flex: 1,
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const refreshing = style({});

globalStyle(`${refreshing}[aria-busy="true"] svg`, {
  // Stops under reduced motion through UiProvider (UiProvider.css.ts), with every other kit animation.
  animation: `${spin} 1s linear infinite`,
});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, ${documentTileSizePx}px)`,
  gap: vars.space.md,
});

export const empty = style({ margin: 0, color: vars.color.text.secondary });
