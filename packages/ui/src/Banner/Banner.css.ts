import { style } from '@vanilla-extract/css';
import { toneVariants } from '../notice/toneVariants.ts';
import { vars } from '../theme/contract.css.ts';

export const banner = style({
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  borderInlineStartWidth: '4px',
  borderInlineStartStyle: 'solid',
});

/** The tone's soft background (the accent edge and icon colour come from the shared notice frame). */
export const tone = toneVariants((t) => ({ backgroundColor: vars.color.background[`${t}Soft`] }));

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  paddingTop: '1px',
});

export const title = style({ margin: 0, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.md });

export const description = style({ margin: 0, fontSize: vars.font.size.md });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});
