import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The dimmed page behind a modal Dialog or Drawer. */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.background.overlay,
  animation: `${fade} ${vars.motion.durationNormal} ${vars.motion.easing}`,
});

/** The raised panel of a Dialog or Drawer: header, scrolling body, footer in a column. */
export const surface = style({
  position: 'fixed',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.background.surfaceRaised,
  color: vars.color.text.primary,
  boxShadow: vars.elevation.overlay,
  outline: 'none',
});

/** The heading's weight and wrapping (each component sizes it). */
export const title = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** The body takes the room left and scrolls when long (each component pads it). */
export const body = style({ flex: 1, overflowY: 'auto' });

/** The actions row under a rule, at the end (each component pads it). */
export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});
