import { navItems, type NavBadge } from '@freightkit/domain';
import type { Caller } from './context.ts';
import { forbidden } from './errors.ts';

/**
 * Answers 403 unless the caller may see the navigation badge `badge` — the same rule (domain's
 * `navItems`) the portal uses to show it, so a badge count is never served to someone who cannot see it.
 */
export function requireBadge(caller: Caller, badge: NavBadge): void {
  const item = navItems.find((i) => i.badge === badge);
  const allowed = item !== undefined && item.visible(caller) && (item.badgeVisible ?? item.visible)(caller);
  if (!allowed) throw forbidden();
}
