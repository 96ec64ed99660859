import { keyframes, style } from '@vanilla-extract/css';

const reveal = keyframes({ from: { visibility: 'hidden' }, to: { visibility: 'visible' } });

/**
 * Hidden (not drawn, not in the accessibility tree) for the first second, then shown: a loading screen
 * that a fast load never shows, so it does not flash for the moment before the page (ADR 088). Not a
 * motion: the step is instant.
 */
export const shownAfterASecond = style({ animation: `${reveal} 0s 1s both` });
