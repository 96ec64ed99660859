import { style } from '@vanilla-extract/css';
import { vars } from '../../app/themeVars.ts';

/** The count above the list; holds its line while loading so the list does not jump. */
export const total = style({ margin: 0, minHeight: '1.5em', color: vars.color.text.secondary });

/** The failed-load notice at the end of the list: title, message, retry button, stacked. */
export const error = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });
