import { baseTokens, type ThemeTokens } from '../theme/tokens.ts';
import { carrierTokens } from './carrierTokens.ts';

/**
 * Broker: the sibling broker portal's brand (violet, squarer corners), proving the kit re-brands
 * through a theme alone.
 */
export const brokerTokens: ThemeTokens = {
  ...baseTokens,
  radius: { none: '0', sm: '2px', md: '3px', lg: '4px', full: '9999px' },
  color: {
    background: {
      ...carrierTokens.color.background,
      canvas: '#f7f5fb',
      surfaceSunken: '#f0ecf7',
      hover: '#f1ebf9',
      selected: '#ece3f8',
      brand: '#6b2fb3',
      brandHover: '#56248f',
      inverse: '#241a33',
    },
    text: {
      ...carrierTokens.color.text,
      primary: '#241a33',
      link: '#6b2fb3',
    },
    border: { subtle: '#dcd3e8', strong: '#6f6680', focus: '#6b2fb3', critical: '#b42318' },
  },
};
