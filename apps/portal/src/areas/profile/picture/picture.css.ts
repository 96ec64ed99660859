import { vars } from '@freightkit/ui/vars';
import { style } from '@vanilla-extract/css';

/** The side of the crop frame on screen, in pixels (the crop model does not depend on it). */
export const frameSide = 256;

/** The round picture or initials of the section. */
export const avatar = style({
  width: '6rem',
  height: '6rem',
  borderRadius: '50%',
  objectFit: 'cover',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.background.surfaceSunken,
  color: vars.color.text.primary,
  border: `1px solid ${vars.color.border.strong}`,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});

/** The square crop frame: the picture moves inside it, what it shows is saved. */
export const frame = style({
  position: 'relative',
  width: frameSide,
  height: frameSide,
  overflow: 'hidden',
  touchAction: 'none',
  cursor: 'grab',
  background: vars.color.background.surfaceSunken,
  outline: `2px solid ${vars.color.border.strong}`,
  userSelect: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: 2 },
  },
});

/** The chosen image inside the frame, placed by the crop. */
export const frameImage = style({
  position: 'absolute',
  maxWidth: 'none',
  pointerEvents: 'none',
});

/** The round guide over the frame: where the avatar's circle falls. */
export const guide = style({
  position: 'absolute',
  inset: 0,
  borderRadius: '50%',
  boxShadow: '0 0 0 999px rgb(0 0 0 / 0.35)',
  pointerEvents: 'none',
});

/** The zoom slider, as wide as the frame. */
export const zoom = style({ width: frameSide, accentColor: vars.color.background.brand });
