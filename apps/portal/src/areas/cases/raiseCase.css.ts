import { style } from '@vanilla-extract/css';
import { vars } from '../../app/themeVars.ts';

/** The real file input stays in the tab order but is drawn by its label (as the kit's UploadDialog). */
export const fileInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  opacity: 0,
  overflow: 'hidden',
});

/** The "Add documents" label drawn as a secondary button, with the input's focus ring. */
export const fileButton = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.hover },
    [`${fileInput}:focus-visible + &`]: {
      outline: `2px solid ${vars.color.border.focus}`,
      outlineOffset: '1px',
    },
    [`${fileInput}:disabled + &`]: { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** The chosen files, one a line with its remove button. */
export const chosenList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

/** One chosen file. */
export const chosen = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surfaceSunken,
});

/** A long file name is cut with an ellipsis (the full name is its title). */
export const chosenName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
