import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  // Keeps its height above a tall screen in the shell's flex column.
  flex: 'none',
  minHeight: '24px',
  padding: `${vars.space.xxs} ${vars.space.lg}`,
  backgroundColor: vars.color.background.banner,
  color: vars.color.text.onBanner,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});
