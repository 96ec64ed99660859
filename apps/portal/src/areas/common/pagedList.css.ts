import { style } from '@vanilla-extract/css';

/** The count above the list holds its line while loading, so the list does not jump. */
export const total = style({ minHeight: '1.5em' });
