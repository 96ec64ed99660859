import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.lg,
    padding: vars.space.xxl,
    textAlign: 'center',
    color: vars.color.text.primary,
  },
  variants: {
    fullPage: {
      true: { minHeight: '100vh', backgroundColor: vars.color.background.canvas },
      false: { minHeight: '320px' },
    },
  },
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.background.neutralSoft,
  color: vars.color.text.neutral,
});

export const markCritical = style({
  backgroundColor: vars.color.background.criticalSoft,
  color: vars.color.text.critical,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  maxWidth: '40ch',
  overflowWrap: 'anywhere',
});

export const body = style({
  margin: 0,
  maxWidth: '60ch',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.lg,
});

export const homeLink = style({ textDecoration: 'none' });
