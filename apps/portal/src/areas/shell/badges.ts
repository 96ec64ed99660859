import type { NavBadge, VisibleNavItem } from '@freightkit/domain';

/** Whether a nav item's badge shows for this user (domain decides; the back end answers 403 otherwise). */
export function wantsBadge(items: readonly VisibleNavItem[], badge: NavBadge): boolean {
  return items.some((item) => item.badge === badge && item.showBadge);
}

/** The badges the navigation shows for these items, each once. */
export function shownBadges(items: readonly VisibleNavItem[]): NavBadge[] {
  return [
    ...new Set(items.flatMap((item) => (item.badge !== undefined && item.showBadge ? [item.badge] : []))),
  ];
}
