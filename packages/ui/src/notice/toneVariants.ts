import { tones, type Tone } from '@freightkit/domain';
import { styleVariants, type StyleRule } from '@vanilla-extract/css';

/**
 * One class per tone, from the tone's rule. Call it from a `.css.ts` file (a `.css.ts` file may
 * export classes only, not this helper).
 *
 * @example
 * export const icon = toneVariants((tone) => ({ color: vars.color.text[tone] }));
 */
export function toneVariants(rule: (tone: Tone) => StyleRule): Record<Tone, string> {
  const byTone = Object.fromEntries(tones.map((tone) => [tone, tone])) as Record<Tone, Tone>;
  return styleVariants(byTone, rule);
}
