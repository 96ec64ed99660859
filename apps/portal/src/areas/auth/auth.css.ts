import { vars } from '../../app/themeVars.ts';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  background: vars.color.background.canvas,
});

export const card = style({
  width: 'min(420px, 100%)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.background.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.raised,
});

export const brand = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.text.secondary,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const intro = style({ margin: 0, color: vars.color.text.secondary });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const links = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });

export const link = style({ color: vars.color.text.link });
