import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';
import { sizes } from '../theme/sizes.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&[aria-disabled="true"], &:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.background.brand,
        color: vars.color.text.onBrand,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.background.brandHover },
        },
      },
      secondary: {
        backgroundColor: vars.color.background.surface,
        color: vars.color.text.primary,
        borderColor: vars.color.border.strong,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.background.hover },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text.link,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.background.hover },
        },
      },
      critical: {
        backgroundColor: vars.color.background.critical,
        color: vars.color.text.onBrand,
      },
    },
    size: {
      small: { padding: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.font.size.sm, minHeight: '28px' },
      medium: {
        padding: `${vars.space.sm} ${vars.space.lg}`,
        fontSize: vars.font.size.md,
        minHeight: sizes.control,
      },
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium' },
});

/** The visual variants of a button, derived from the recipe. */
export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const fullWidth = style({ width: '100%' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '14px',
  height: '14px',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});
