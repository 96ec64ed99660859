import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import * as overlay from '../overlay/overlay.css.ts';
import { vars } from '../theme/contract.css.ts';

const fromStart = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const fromEnd = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const fromTop = keyframes({ from: { transform: 'translateY(-100%)' }, to: { transform: 'none' } });

export const drawer = style([overlay.surface, { zIndex: vars.zIndex.drawer }]);

export const placement = styleVariants({
  left: {
    insetBlock: 0,
    insetInlineStart: 0,
    width: 'min(var(--fk-drawer-size, 360px), 100vw)',
    animation: `${fromStart} ${vars.motion.durationNormal} ${vars.motion.easing}`,
  },
  right: {
    insetBlock: 0,
    insetInlineEnd: 0,
    width: 'min(var(--fk-drawer-size, 360px), 100vw)',
    animation: `${fromEnd} ${vars.motion.durationNormal} ${vars.motion.easing}`,
  },
  top: {
    insetInline: 0,
    top: 0,
    maxHeight: 'min(var(--fk-drawer-size, 480px), 100dvh)',
    animation: `${fromTop} ${vars.motion.durationNormal} ${vars.motion.easing}`,
  },
});

export const size = styleVariants({
  small: { vars: { '--fk-drawer-size': '320px' } },
  medium: { vars: { '--fk-drawer-size': '400px' } },
  large: { vars: { '--fk-drawer-size': '560px' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '60px',
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const title = style([overlay.title, { flex: 1, fontSize: vars.font.size.lg }]);

export const body = style([overlay.body, { padding: vars.space.lg }]);

export const footer = style([overlay.footer, { padding: `${vars.space.md} ${vars.space.lg}` }]);

export const close = style({ marginInlineStart: 'auto' });
