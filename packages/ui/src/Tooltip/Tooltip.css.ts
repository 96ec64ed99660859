import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const tooltip = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: '280px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background.inverse,
  color: vars.color.text.inverse,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.medium,
  boxShadow: vars.elevation.overlay,
  pointerEvents: 'none',
});
