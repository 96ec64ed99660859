import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({ padding: 0, marginBottom: vars.space.xs });

export const pickers = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });
