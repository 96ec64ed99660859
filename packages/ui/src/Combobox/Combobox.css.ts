import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const item = style({
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 0,
  paddingBlock: vars.space.xs,
});

export const description = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const status = style({ padding: `${vars.space.sm} ${vars.space.md}` });
