import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

const fadeStart = createVar();
const fadeEnd = createVar();
const fadeDirection = createVar();
/** Width of the overflow fade; wide enough to read as "more this way" over a cut-off label. */
const fadeWidth = '40px';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  // Sideways only: the tabs' -1 px overlap of the border below would otherwise scroll vertically.
  overflowY: 'hidden',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  // Keyboard focus and the selected-tab reveal stop a fade's width short of an edge, so the tab
  // they bring into view is never left under the overflow cue.
  scrollPaddingInline: fadeWidth,
  // The overflow cue: the list fades out at each edge where more tabs are hidden (the attributes
  // are set by Tabs as the list scrolls or resizes). A mask rather than a gradient painted over
  // the tabs, so the fade shows whatever lies behind the strip (canvas, card, drawer) in every
  // theme. Decorative only: nothing is added to the accessibility tree, and it switches without
  // a transition, so there is no motion to reduce.
  vars: { [fadeStart]: '0px', [fadeEnd]: '0px', [fadeDirection]: 'to right' },
  maskImage: `linear-gradient(${fadeDirection}, transparent, #000 ${fadeStart}, #000 calc(100% - ${fadeEnd}), transparent)`,
  selectors: {
    '&[data-overflow-start]': { vars: { [fadeStart]: fadeWidth } },
    '&[data-overflow-end]': { vars: { [fadeEnd]: fadeWidth } },
    // Right-to-left: the start edge is on the right.
    '&:dir(rtl)': { vars: { [fadeDirection]: 'to left' } },
  },
});

export const fitted = style({});

globalStyle(`${fitted} > *`, { flex: 1 });

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderBottom: '2px solid transparent',
  marginBottom: '-1px',
  background: 'transparent',
  color: vars.color.text.secondary,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  textTransform: 'uppercase',
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': {
      color: vars.color.text.primary,
      backgroundColor: vars.color.background.hover,
    },
    '&[aria-selected="true"]': { color: vars.color.text.link, borderBottomColor: vars.color.border.focus },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    // The list scrolls sideways, which clips anything drawn outside a tab: the kit's usual focus
    // ring (2 px outside) lost its top and ends. Drawn inside the tab it shows whole. The extra
    // attribute outranks UiProvider's `:focus-visible` rule whatever the stylesheet order.
    '&[role="tab"]:focus-visible': { outlineOffset: '-2px' },
  },
});

export const panel = style({ paddingTop: vars.space.lg, outline: 'none' });

/** Fills the container's height; the panel scrolls under the tab list. */
export const fill = style({ flex: '1 1 auto', minHeight: 0 });

globalStyle(`${fill} > ${list}`, { flex: 'none' });
globalStyle(`${fill} > ${panel}`, { flex: '1 1 auto', minHeight: 0, overflowY: 'auto' });
