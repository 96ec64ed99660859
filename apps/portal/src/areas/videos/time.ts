import type { I18n } from '@freightkit/ui';

/** A length or position in seconds as the catalog's minutes and seconds (0:42, 1:05). */
export function videoTime(t: I18n['t'], seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return t('videos.time', { minutes: Math.floor(whole / 60), seconds: String(whole % 60).padStart(2, '0') });
}
