import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** One row's height: about a loaded `ShipmentSummary` row's (its padding, two lines and its rule). */
export const rowPitch = createVar();

const boneColor = vars.color.background.surfaceSunken;
const pulseFrames = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.6 } });

/**
 * A vertical band of one row: the bones' colour from `from` to `from + 0.9em`, transparent elsewhere. Its image
 * is a row tall and repeats down the element, so each row gets its bar without an element of its own.
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
 * One summary on its own (`ShipmentSummary` with `loading`) is the loaded summary's grid with a bar
 * for each line (ADR 087); the grid pulses as one, rather than each bar on its own.
 */
export const pulse = style({ animation: `${pulseFrames} 1.4s ease-in-out infinite` });

/**
 * A line's bar: the line keeps its class (so its font, line height and cut) and its box; the text is
 * a no-break space, and a band as tall as the list's bars is drawn across the middle of the line.
 */
export const bone = style({
  display: 'block',
  maxWidth: '100%',
  color: 'transparent',
  backgroundImage: `linear-gradient(to bottom, transparent calc(50% - 0.45em), ${boneColor} calc(50% - 0.45em), ${boneColor} calc(50% + 0.45em), transparent calc(50% + 0.45em))`,
});

/** Each line's bar length, about its usual text's, in em so a larger font lengthens it too. */
export const width = styleVariants({
  number: { width: '7em' },
  place: { width: '7.5em' },
  date: { width: '4.5em' },
  label: { width: '4em' },
  value: { width: '6em' },
});

/** The status chip's place: the chip's own box and height, in the bars' colour, with nothing to read. */
export const chip = style({
  minWidth: '5.5em',
  selectors: { '[data-loading] &': { backgroundColor: boneColor, color: 'transparent' } },
});
