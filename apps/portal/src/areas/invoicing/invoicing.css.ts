import { style } from '@vanilla-extract/css';
import { vars } from '../../app/themeVars.ts';

/** The failure's bullets under the form's toast, indented as a list. */
export const bullets = style({ margin: 0, paddingInlineStart: vars.space.lg });
