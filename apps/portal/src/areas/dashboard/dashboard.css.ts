import { style } from '@vanilla-extract/css';
import { media } from '../../app/themeVars.ts';

/** The dashboard does not grow past a wide monitor's reading width. */
export const page = style({ maxWidth: '1440px' });

/** Beside the shipments, the score card keeps room for its chart. */
export const scoreColumn = style({ '@media': { [media.wide]: { minWidth: '280px' } } });
