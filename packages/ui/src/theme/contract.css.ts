import { createThemeContract } from '@vanilla-extract/css';

/**
 * The public, semantic token contract every FreightKit theme fills in (Braid's `vars` pattern).
 * Components style themselves only through these roles, never through palette values, so a sibling
 * portal re-brands the kit by supplying a theme, not by overriding CSS.
 */
export const vars = createThemeContract({
  color: {
    background: {
      canvas: null,
      surface: null,
      surfaceRaised: null,
      surfaceSunken: null,
      hover: null,
      selected: null,
      brand: null,
      brandHover: null,
      inverse: null,
      positive: null,
      critical: null,
      caution: null,
      info: null,
      neutral: null,
      positiveSoft: null,
      criticalSoft: null,
      cautionSoft: null,
      infoSoft: null,
      neutralSoft: null,
      banner: null,
      overlay: null,
    },
    text: {
      primary: null,
      secondary: null,
      disabled: null,
      link: null,
      onBrand: null,
      inverse: null,
      positive: null,
      critical: null,
      caution: null,
      info: null,
      neutral: null,
      onBanner: null,
    },
    border: {
      subtle: null,
      strong: null,
      focus: null,
      critical: null,
    },
  },
  font: {
    family: { body: null, mono: null },
    size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    weight: { regular: null, medium: null, bold: null },
    lineHeight: { tight: null, normal: null },
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { none: null, sm: null, md: null, lg: null, full: null },
  elevation: { none: null, raised: null, overlay: null },
  motion: { durationFast: null, durationNormal: null, easing: null },
  zIndex: {
    sticky: null,
    navigation: null,
    drawer: null,
    appBar: null,
    overlay: null,
    dialog: null,
    toast: null,
    tooltip: null,
  },
});
