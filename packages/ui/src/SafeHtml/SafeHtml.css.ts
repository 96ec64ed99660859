import { globalStyle, style } from '@vanilla-extract/css';
import { noteImageMaxWidthPx } from '@freightkit/domain';
import { vars } from '../theme/contract.css.ts';

/** Root of sanitised rich text: readable defaults for the elements a note may hold. */
export const root = style({
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

globalStyle(`${root} > :first-child`, { marginTop: 0 });
globalStyle(`${root} > :last-child`, { marginBottom: 0 });
globalStyle(`${root} p`, { margin: `0 0 ${vars.space.xs}` });
globalStyle(`${root} :is(h1, h2, h3, h4, h5, h6)`, {
  margin: `${vars.space.sm} 0 ${vars.space.xs}`,
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.bold,
});
globalStyle(`${root} h1`, { fontSize: vars.font.size.xxl });
globalStyle(`${root} h2`, { fontSize: vars.font.size.xl });
globalStyle(`${root} h3`, { fontSize: vars.font.size.lg });
globalStyle(`${root} :is(h4, h5, h6)`, { fontSize: vars.font.size.md });
globalStyle(`${root} :is(ul, ol)`, { margin: `0 0 ${vars.space.xs}`, paddingInlineStart: vars.space.xl });
globalStyle(`${root} ul`, { listStyleType: 'disc' });
globalStyle(`${root} ul ul`, { listStyleType: 'circle' });
globalStyle(`${root} ul ul ul`, { listStyleType: 'square' });
globalStyle(`${root} blockquote`, {
  margin: `0 0 ${vars.space.xs}`,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.border.strong}`,
  color: vars.color.text.secondary,
});
globalStyle(`${root} :is(pre, code)`, {
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  backgroundColor: vars.color.background.surfaceSunken,
  color: vars.color.text.primary,
  borderRadius: vars.radius.sm,
});
globalStyle(`${root} pre`, { padding: vars.space.sm, overflowX: 'auto', whiteSpace: 'pre-wrap' });
globalStyle(`${root} a`, { color: vars.color.text.link });
globalStyle(`${root} img`, { maxWidth: `min(100%, ${noteImageMaxWidthPx}px)`, height: 'auto' });
globalStyle(`${root} [data-lexical-mention]`, {
  color: vars.color.text.link,
  fontWeight: vars.font.weight.medium,
});
