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
  // The viewport less a margin; on narrow screens the whole screen (no sheet: the content needs the height).
  full: {
    top: vars.space.lg,
    bottom: vars.space.lg,
    insetInline: vars.space.lg,
    width: 'auto',
    maxWidth: 'none',
    maxHeight: 'none',
    margin: 0,
    transform: 'none',
    overflow: 'hidden',
    '@media': {
      [media.narrow]: {
        inset: 0,
        width: 'auto',
        maxWidth: 'none',
        maxHeight: 'none',
        borderRadius: 0,
      },
    },
  },
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

/** A full-size dialog's title stays on one line, cut with an ellipsis, so the content keeps its height. */
export const titleFull = style([
  overlay.title,
  { fontSize: vars.font.size.lg, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
]);

export const description = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.md,
});

export const body = style([overlay.body, { padding: `${vars.space.sm} ${vars.space.xl} ${vars.space.lg}` }]);

/**
 * A full-size dialog's body: no padding and a column its content fills (a viewer, a map or a wide table runs
 * edge to edge and scrolls its own parts); it still scrolls when the content is taller.
 */
export const bodyFull = style([overlay.body, { display: 'flex', flexDirection: 'column', minHeight: 0 }]);

export const footer = style([
  overlay.footer,
  { flexWrap: 'wrap', padding: `${vars.space.md} ${vars.space.xl}` },
]);
