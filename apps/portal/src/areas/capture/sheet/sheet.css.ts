import { style } from '@vanilla-extract/css';
import { vars } from '../../../app/themeVars.ts';

export const pages = style({ margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const page = style({
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: '72px 1fr',
  gap: vars.space.sm,
  alignItems: 'start',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.surface,
  selectors: { '&[data-drop-target="true"]': { borderColor: vars.color.border.focus, borderWidth: 2 } },
});

export const thumbnail = style({
  width: 72,
  height: 96,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.subtle}`,
});

/** A picked PDF's tile where a photo's thumbnail would be. */
export const pdfThumbnail = style({
  display: 'grid',
  placeItems: 'center',
  width: 72,
  height: 96,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surfaceSunken,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.bold,
});

/** The drag handle takes the pointer itself, so a finger drags the page instead of scrolling the screen. */
export const dragHandle = style({ touchAction: 'none', cursor: 'grab' });

/** A file input hidden but still reachable (its label is the visible button). */
export const fileInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
});

/** A label drawn as the kit's secondary button; focus shows when its input is focused. */
export const fileButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.background.surface,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
    '&:hover': { background: vars.color.background.hover },
  },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
