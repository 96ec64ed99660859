import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';
import { sizes } from '../theme/sizes.ts';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not([aria-disabled="true"])': {
        backgroundColor: vars.color.background.hover,
        color: vars.color.text.primary,
      },
      '&[aria-pressed="true"], &[aria-expanded="true"]': {
        backgroundColor: vars.color.background.selected,
        color: vars.color.text.primary,
      },
      '&[aria-disabled="true"], &:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
  variants: {
    variant: {
      ghost: {},
      secondary: { borderColor: vars.color.border.strong, backgroundColor: vars.color.background.surface },
      primary: {
        backgroundColor: vars.color.background.brand,
        color: vars.color.text.onBrand,
        selectors: {
          '&:hover:not([aria-disabled="true"])': {
            backgroundColor: vars.color.background.brandHover,
            color: vars.color.text.onBrand,
          },
        },
      },
    },
    size: {
      small: { width: '28px', height: '28px' },
      medium: { width: sizes.control, height: sizes.control },
      large: { width: '44px', height: '44px' },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'medium' },
});

/** The visual variants of an icon button. */
export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;
