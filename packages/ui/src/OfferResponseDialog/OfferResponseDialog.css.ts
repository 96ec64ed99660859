import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const body = style({ display: 'grid', gap: vars.space.md });

export const text = style({ margin: 0 });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
