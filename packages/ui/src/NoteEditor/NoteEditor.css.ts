import { globalStyle, style } from '@vanilla-extract/css';
import { noteContentMaxHeightPx, noteEditorLimits } from '@freightkit/domain';
import { vars } from '../theme/contract.css.ts';

/** The editor's frame: toolbar, editable region and actions. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  selectors: {
    '&:focus-within': {
      borderColor: vars.color.border.focus,
      boxShadow: `0 0 0 1px ${vars.color.border.focus}`,
    },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const separator = style({
  width: '1px',
  alignSelf: 'stretch',
  backgroundColor: vars.color.border.subtle,
  margin: `0 ${vars.space.xxs}`,
});

const focusRing = {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: '1px',
} as const;

export const toolButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: '32px',
  height: '32px',
  padding: `0 ${vars.space.sm}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.hover },
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.background.selected,
      borderColor: vars.color.border.strong,
    },
    '&[data-focus-visible]': focusRing,
    '&:focus-visible': focusRing,
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const selectButton = style([
  toolButton,
  { justifyContent: 'space-between', minWidth: '140px', borderColor: vars.color.border.strong },
]);

export const popover = style({
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'min(var(--popover-available-height, 320px), 320px)',
  overflowY: 'auto',
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surfaceRaised,
  color: vars.color.text.primary,
  boxShadow: vars.elevation.overlay,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  color: vars.color.text.primary,
  backgroundColor: vars.color.background.surfaceRaised,
  selectors: {
    '&[data-active-item], &[aria-selected="true"]': { backgroundColor: vars.color.background.selected },
  },
});

export const optionSecondary = style({ color: vars.color.text.secondary, fontSize: vars.font.size.xs });

export const mentionList = style([popover, { listStyle: 'none', margin: 0, minWidth: '220px' }]);

export const editorArea = style({
  position: 'relative',
  // The editor grows with its text up to the note content height, then scrolls.
  maxHeight: `${noteContentMaxHeightPx}px`,
  overflowY: 'auto',
});

export const editable = style({
  minHeight: '96px',
  padding: vars.space.md,
  outline: 'none',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const placeholder = style({
  position: 'absolute',
  insetBlockStart: vars.space.md,
  insetInlineStart: vars.space.md,
  color: vars.color.text.secondary,
  pointerEvents: 'none',
  userSelect: 'none',
  fontSize: vars.font.size.md,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

// Editor theme classes.
export const paragraph = style({ margin: `0 0 ${vars.space.xs}` });
export const quote = style({
  margin: `0 0 ${vars.space.xs}`,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.border.strong}`,
  color: vars.color.text.secondary,
});
export const code = style({
  display: 'block',
  margin: `0 0 ${vars.space.xs}`,
  padding: vars.space.sm,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  backgroundColor: vars.color.background.surfaceSunken,
  color: vars.color.text.primary,
  borderRadius: vars.radius.sm,
  whiteSpace: 'pre-wrap',
});
const heading = {
  margin: `${vars.space.sm} 0 ${vars.space.xs}`,
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.bold,
};
export const h1 = style({ ...heading, fontSize: vars.font.size.xxl });
export const h2 = style({ ...heading, fontSize: vars.font.size.xl });
export const h3 = style({ ...heading, fontSize: vars.font.size.lg });
export const h4 = style({ ...heading, fontSize: vars.font.size.md });
export const h5 = style({ ...heading, fontSize: vars.font.size.md });
export const h6 = style({ ...heading, fontSize: vars.font.size.md });
export const ul = style({ margin: `0 0 ${vars.space.xs}`, paddingInlineStart: vars.space.xl });
export const ol = style({ margin: `0 0 ${vars.space.xs}`, paddingInlineStart: vars.space.xl });
export const listItem = style({ margin: 0 });
export const nestedListItem = style({ listStyleType: 'none' });
export const bold = style({ fontWeight: vars.font.weight.bold });
export const italic = style({ fontStyle: 'italic' });
export const underline = style({ textDecoration: 'underline' });
export const mention = style({
  color: vars.color.text.link,
  fontWeight: vars.font.weight.medium,
  backgroundColor: vars.color.background.surface,
});
export const imageWrap = style({ display: 'inline-block', maxWidth: '100%' });
export const image = style({
  display: 'block',
  maxWidth: `min(100%, ${noteEditorLimits.imageMaxWidthPx}px)`,
  height: 'auto',
});

globalStyle(`${editable} > :last-child`, { marginBottom: 0 });

/** Skeleton shown while the editor's code loads. */
export const skeleton = style({
  minHeight: '188px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surfaceSunken,
});
