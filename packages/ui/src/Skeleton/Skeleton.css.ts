import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const bone = style({
  display: 'block',
  backgroundColor: vars.color.background.surfaceSunken,
  borderRadius: vars.radius.sm,
  animation: `${pulse} 1.6s ease-in-out infinite`,
});

export const shape = styleVariants({
  text: { height: '0.9em', width: '100%', selectors: { '&:last-child:not(:first-child)': { width: '60%' } } },
  rect: { height: '96px', width: '100%', borderRadius: vars.radius.md },
  circle: { height: '40px', width: '40px', borderRadius: vars.radius.full },
});
