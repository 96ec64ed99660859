import { globalStyle, style } from '@vanilla-extract/css';

/** Stories only: holds spinners on their first frame so visual baselines are stable. */
export const stillMotion = style({});
globalStyle(`${stillMotion}, ${stillMotion} *`, { animationPlayState: 'paused' });
