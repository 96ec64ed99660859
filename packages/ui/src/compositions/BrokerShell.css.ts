import { style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints.ts';
import { vars } from '../theme/contract.css.ts';

export const screen = style({
  display: 'flex',
  height: '100%',
  minHeight: 0,
  '@media': { [media.narrow]: { flexDirection: 'column' } },
});

export const list = style({ flex: '1 1 auto', minWidth: 0, minHeight: 0, padding: vars.space.lg });

export const search = style({ width: '100%' });
