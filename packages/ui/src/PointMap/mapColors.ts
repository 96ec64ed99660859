import type { ThemeTokens } from '../theme/tokens.ts';

type Colors = ThemeTokens['color'];

/**
 * The theme roles the map draws with, in one place so the contrast test checks exactly what is drawn:
 * markers and the chosen marker's route must stand 3:1 (WCAG 1.4.11) against land and water in every
 * theme. Borders between areas are decoration (the areas are not read by colour), so they are exempt.
 */
export const mapColorRoles = {
  /** Land: states, provinces, countries. */
  land: ['background', 'surface'],
  /** Water, and what lies outside the basemap. */
  water: ['background', 'surfaceSunken'],
  /** A marker. */
  marker: ['background', 'brand'],
  /** The chosen (expanded) marker, and the route line with its destination ring. */
  chosen: ['text', 'primary'],
  /** A radius circle's dashed outline. */
  circle: ['border', 'strong'],
} as const satisfies Record<string, readonly ['background' | 'text' | 'border', string]>;

/** The colour a theme gives one of the map's roles. */
export function mapColor(colors: Colors, role: keyof typeof mapColorRoles): string {
  const [group, name] = mapColorRoles[role];
  return (colors[group] as Record<string, string>)[name] as string;
}
