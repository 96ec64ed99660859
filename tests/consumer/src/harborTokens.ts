import { baseTokens, type ThemeTokens } from '@freightkit/ui/vars';

/**
 * Harbor: the sibling portal's own brand (deep harbour teal on warm grey), a fourth theme defined
 * against the kit's public contract alone. Plain data, so the contrast check can read it.
 */
export const harborTokens: ThemeTokens = {
  ...baseTokens,
  color: {
    background: {
      canvas: '#f5f4f0',
      surface: '#ffffff',
      surfaceRaised: '#ffffff',
      surfaceSunken: '#ecebe5',
      hover: '#e3f0ef',
      selected: '#d3ebe8',
      brand: '#0b6158',
      brandHover: '#084c45',
      inverse: '#1f2a2a',
      positive: '#1e7a3c',
      critical: '#b42318',
      caution: '#b54708',
      info: '#175cd3',
      neutral: '#4d5656',
      positiveSoft: '#e3f4e8',
      criticalSoft: '#fde8e7',
      cautionSoft: '#fef0c7',
      infoSoft: '#e0ebfd',
      neutralSoft: '#ecefee',
      banner: '#fdb022',
      overlay: 'rgba(16, 32, 30, 0.5)',
    },
    text: {
      primary: '#1f2a2a',
      secondary: '#4d5656',
      disabled: '#8a9494',
      link: '#0b6158',
      onBrand: '#ffffff',
      inverse: '#ffffff',
      positive: '#17612f',
      critical: '#a01f14',
      caution: '#8a3507',
      info: '#1450b8',
      neutral: '#3d4545',
      onBanner: '#1f2a2a',
    },
    border: { subtle: '#d8dcd9', strong: '#6b7675', focus: '#0b6158', critical: '#b42318' },
  },
};
