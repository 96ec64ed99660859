import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const tone = styleVariants({
  positive: { backgroundColor: vars.color.background.positiveSoft, color: vars.color.text.positive },
  critical: { backgroundColor: vars.color.background.criticalSoft, color: vars.color.text.critical },
  caution: { backgroundColor: vars.color.background.cautionSoft, color: vars.color.text.caution },
  info: { backgroundColor: vars.color.background.infoSoft, color: vars.color.text.info },
  neutral: { backgroundColor: vars.color.background.neutralSoft, color: vars.color.text.neutral },
});
