import { vars } from '../../app/themeVars.ts';
import { style } from '@vanilla-extract/css';

/** The sign-in pages: one card centred in the window. */
export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  background: vars.color.background.canvas,
});

export const card = style({
  width: 'min(420px, 100%)',
  padding: vars.space.xl,
  background: vars.color.background.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.raised,
});

/** The portal's name above the heading, set as a small-caps label. */
export const brand = style({ letterSpacing: '0.08em', textTransform: 'uppercase' });

export const link = style({ color: vars.color.text.link });
