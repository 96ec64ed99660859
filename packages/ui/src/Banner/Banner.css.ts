import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const banner = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  borderInlineStart: '4px solid',
  color: vars.color.text.primary,
});

export const tone = styleVariants({
  positive: {
    backgroundColor: vars.color.background.positiveSoft,
    borderInlineStartColor: vars.color.background.positive,
  },
  critical: {
    backgroundColor: vars.color.background.criticalSoft,
    borderInlineStartColor: vars.color.background.critical,
  },
  caution: {
    backgroundColor: vars.color.background.cautionSoft,
    borderInlineStartColor: vars.color.background.caution,
  },
  info: {
    backgroundColor: vars.color.background.infoSoft,
    borderInlineStartColor: vars.color.background.info,
  },
  neutral: {
    backgroundColor: vars.color.background.neutralSoft,
    borderInlineStartColor: vars.color.background.neutral,
  },
});

export const icon = styleVariants({
  positive: { color: vars.color.text.positive },
  critical: { color: vars.color.text.critical },
  caution: { color: vars.color.text.caution },
  info: { color: vars.color.text.info },
  neutral: { color: vars.color.text.neutral },
});

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

export const dismiss = style({ marginBlock: '-6px' });
