import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints.ts';
import { vars } from '../theme/contract.css.ts';

/** The narrow layout's columns: head and driver/equipment beside it, the lane on its own line. */
const stackedColumns = 'minmax(0, 1fr) auto';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(9rem, auto) minmax(0, 1fr) minmax(8rem, auto) minmax(8rem, auto)',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  boxSizing: 'border-box',
  minWidth: 0,
  selectors: {
    '&[data-selected]': { backgroundColor: vars.color.background.selected },
    '&:focus-within': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '-2px' },
    '&[data-layout="stacked"]': { gridTemplateColumns: stackedColumns },
  },
  '@media': {
    [media.narrow]: { gridTemplateColumns: stackedColumns },
  },
});

export const head = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const number = style({
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
  color: vars.color.text.link,
  textDecoration: 'none',
  selectors: { 'a&:hover': { textDecoration: 'underline' }, 'span&': { color: vars.color.text.primary } },
});

export const lane = style({
  // Holds the visually hidden 'to' (below) in the row, not against the window.
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  selectors: { [`${root}[data-layout="stacked"] &`]: { gridColumn: '1 / -1', order: 3 } },
  '@media': { [media.narrow]: { gridColumn: '1 / -1', order: 3 } },
});

export const endpoint = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const place = style({
  fontWeight: vars.font.weight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const secondary = style({ color: vars.color.text.secondary, fontSize: vars.font.size.xs });

export const arrow = style({ color: vars.color.text.secondary, flexShrink: 0 });

export const meta = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  selectors: { [`${root}[data-layout="stacked"] &`]: { order: 4 } },
  '@media': { [media.narrow]: { order: 4 } },
});

export const metaValue = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const skeleton = style({
  display: 'block',
  height: '0.9em',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background.surfaceSunken,
  // Stops under reduced motion through UiProvider (UiProvider.css.ts), with every other kit animation.
  animation: `${pulse} 1.4s ease-in-out infinite`,
});

/** Read, not drawn; placed inside the positioned lane so it can never stretch the page. */
export const visuallyHidden = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
