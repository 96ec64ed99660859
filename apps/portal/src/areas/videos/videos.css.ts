import { style } from '@vanilla-extract/css';
import { vars } from '../../app/themeVars.ts';

/** The catalog: one card a video, one under another. */
export const list = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });

/** A video's facts (topic, length, captions) in a row that wraps. */
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const fact = style({ display: 'flex', gap: vars.space.xs, margin: 0 });

export const term = style({ color: vars.color.text.secondary });

export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

/** The player and the transcript: side by side on wide screens, the transcript below on narrow ones. */
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
  alignItems: 'start',
});

/** The video keeps its 16:9 frame at the column's width. */
export const video = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  backgroundColor: '#000',
  borderRadius: vars.radius.md,
});

/** The transcript's lines: each a button that plays the video from there. */
export const cues = style({ display: 'grid', gap: vars.space.xxs, listStyle: 'none', margin: 0, padding: 0 });

export const cue = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid transparent`,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.text.primary,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
    // The line being shown: marked by a bar and a background, not by colour alone (aria-current too).
    '&[aria-current="true"]': {
      backgroundColor: vars.color.background.selected,
      borderColor: vars.color.border.strong,
      boxShadow: `inset 4px 0 0 ${vars.color.border.focus}`,
    },
  },
});

export const cueTime = style({ color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums' });
