import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { pairHeight } from './ShipmentSummary.css.ts';

/** One row's height: about a loaded `ShipmentSummary` row's (its padding, two lines and its rule). */
export const rowPitch = createVar();

const boneColor = vars.color.background.surfaceSunken;
const pulseFrames = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.6 } });

/** A stacked summary's pitch: a pair of lines (place and date, or label and value) and the gap under it. */
const lanePitch = `calc(${pairHeight} + ${vars.space.xs})`;

/**
 * A vertical band of one row: the bones' colour from `from` to `from + 0.9em`, transparent elsewhere.
 * Its image is a row tall and repeats down the element, so each row gets its bar without an element of
 * its own.
 */
function bar(from: string): string {
  return `linear-gradient(to bottom, transparent ${from}, ${boneColor} ${from}, ${boneColor} calc(${from} + 0.9em), transparent calc(${from} + 0.9em))`;
}

/**
 * The rows, drawn by backgrounds on one element: each row a surface with the summary's rule under it,
 * a long bar (the number and the lane) and a short one (equipment and driver) in its padding.
 */
export const root = style({
  vars: { [rowPitch]: `calc(2.5em + ${vars.space.sm} * 2 + 1px)` },
  display: 'block',
  boxSizing: 'border-box',
  fontSize: vars.font.size.sm,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.background.surface,
  backgroundImage: [
    bar(`calc(${vars.space.sm} + 0.2em)`),
    bar(`calc(${vars.space.sm} + 1.4em)`),
    `linear-gradient(to bottom, transparent calc(${rowPitch} - 1px), ${vars.color.border.subtle} calc(${rowPitch} - 1px))`,
  ].join(', '),
  backgroundSize: `70% ${rowPitch}, 40% ${rowPitch}, 100% ${rowPitch}`,
  backgroundRepeat: 'repeat-y',
  backgroundOrigin: 'content-box, content-box, border-box',
  backgroundClip: 'border-box',
  // Stops under reduced motion through UiProvider (UiProvider.css.ts), with every other kit animation.
  animation: `${pulseFrames} 1.4s ease-in-out infinite`,
});

/**
 * One summary on its own (`ShipmentSummary` with `loading`): the list's two bars, repeated down a box
 * as tall as the loaded summary (its height is `ShipmentSummary.css.ts`'s `placeholder`, ADR 087).
 */
export const single = style({
  backgroundImage: [bar('0.2em'), bar('1.4em')].join(', '),
  backgroundSize: `70% ${lanePitch}, 40% ${lanePitch}`,
  backgroundRepeat: 'repeat-y',
  // Stops under reduced motion through UiProvider (UiProvider.css.ts), with every other kit animation.
  animation: `${pulseFrames} 1.4s ease-in-out infinite`,
});
