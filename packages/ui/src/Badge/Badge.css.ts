import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '20px',
  height: '20px',
  paddingInline: '6px',
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const tone = styleVariants({
  positive: { backgroundColor: vars.color.background.positive, color: vars.color.text.onBrand },
  critical: { backgroundColor: vars.color.background.critical, color: vars.color.text.onBrand },
  info: { backgroundColor: vars.color.background.info, color: vars.color.text.onBrand },
  neutral: { backgroundColor: vars.color.background.neutral, color: vars.color.text.onBrand },
  brand: { backgroundColor: vars.color.background.brand, color: vars.color.text.onBrand },
});
