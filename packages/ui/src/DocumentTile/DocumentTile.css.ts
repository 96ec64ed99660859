import { documentTileSizePx } from '@freightkit/domain';
import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const edge = `${documentTileSizePx}px`;

export const tile = style({
  position: 'relative',
  width: edge,
  height: edge,
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surfaceSunken,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  selectors: {
    '&[data-tone="critical"]': {
      borderColor: vars.color.border.critical,
      backgroundColor: vars.color.background.criticalSoft,
    },
    '&:focus-within': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
  },
});

export const thumbnail = style({
  flex: 1,
  minHeight: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
});

export const thumbnailImage = style({ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' });

export const caption = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '1px',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  backgroundColor: vars.color.background.surface,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
  selectors: {
    [`${tile}[data-tone="critical"] &`]: {
      backgroundColor: vars.color.background.criticalSoft,
      color: vars.color.text.critical,
    },
  },
});

const line = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

export const typeLabel = style({ ...line, fontWeight: vars.font.weight.bold });
export const entity = style({
  ...line,
  color: vars.color.text.secondary,
  selectors: { [`${tile}[data-tone="critical"] &`]: { color: vars.color.text.critical } },
});
export const fileName = style({ ...line });

/** Actions: out of sight until the tile is hovered or holds keyboard focus. */
export const actions = style({
  position: 'absolute',
  top: vars.space.xxs,
  right: vars.space.xxs,
  display: 'flex',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surface,
  boxShadow: vars.elevation.raised,
  opacity: 0,
  transition: `opacity ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${tile}:hover &, ${tile}:focus-within &, ${tile}[data-actions="shown"] &`]: { opacity: 1 },
  },
});

export const add = style({
  position: 'absolute',
  top: '28%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const busy = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.background.overlay,
});

export const spinner = style({
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.full,
  border: `3px solid ${vars.color.background.surface}`,
  borderTopColor: vars.color.background.brand,
  // Stops under reduced motion through UiProvider (UiProvider.css.ts), with every other kit animation.
  animation: `${spin} 0.8s linear infinite`,
});
