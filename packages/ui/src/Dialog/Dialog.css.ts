import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import * as overlay from '../overlay/overlay.css.ts';
import { media } from '../theme/breakpoints.ts';
import { vars } from '../theme/contract.css.ts';

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(12px)' },
  to: { opacity: 1, transform: 'none' },
});

export const dialog = style([
  overlay.surface,
  {
    zIndex: vars.zIndex.dialog,
    insetInline: 0,
    top: '50%',
    transform: 'translateY(-50%)',
    marginInline: 'auto',
    maxHeight: 'calc(100dvh - 64px)',
    maxWidth: 'calc(100vw - 32px)',
    borderRadius: vars.radius.lg,
    '@media': {
      [media.narrow]: {
        top: 'auto',
        bottom: 0,
        transform: 'none',
        // A bottom sheet spans the screen whatever its size (the size widths are wide-screen widths).
        width: '100%',
        maxWidth: '100vw',
        maxHeight: '92dvh',
        borderEndStartRadius: 0,
        borderEndEndRadius: 0,
      },
    },
  },
]);

export const dialogAnimated = style({
  animation: `${rise} ${vars.motion.durationNormal} ${vars.motion.easing}`,
});

export const size = styleVariants({
  small: { width: '400px' },
  medium: { width: '560px' },
  large: { width: '800px' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.sm} ${vars.space.xl}`,
});

export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
  paddingTop: vars.space.xs,
});

export const title = style([overlay.title, { fontSize: vars.font.size.xl }]);

export const description = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.md,
});

export const body = style([overlay.body, { padding: `${vars.space.sm} ${vars.space.xl} ${vars.space.lg}` }]);

export const footer = style([
  overlay.footer,
  { flexWrap: 'wrap', padding: `${vars.space.md} ${vars.space.xl}` },
]);
