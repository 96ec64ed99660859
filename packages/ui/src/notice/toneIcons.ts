import type { Tone } from '@freightkit/domain';
import type { IconName } from '../Icon/icons.tsx';

/** The icon each tone shows (Banner, Toast). */
export const toneIcons: Readonly<Record<Tone, IconName>> = {
  positive: 'success',
  critical: 'error',
  caution: 'warning',
  info: 'info',
  neutral: 'info',
};
