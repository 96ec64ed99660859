import { useNavBadgeCount } from '@freightkit/api/react';
import {
  visibleNavItems,
  type NavBadge,
  type NavGroup,
  type NavItemId,
  type VisibleNavItem,
} from '@freightkit/domain';
import { Icon, useI18n, type IconName, type NavDrawerGroup, type NavDrawerItem } from '@freightkit/ui';
import { useLocation } from 'react-router-dom';
import { usePortalConfig } from '../../app/services.tsx';
import { useCurrentUser, useSession } from '../../app/session/SessionProvider.tsx';
import { wantsBadge } from './badges.ts';

/** The decorative icon of each item: it is all a collapsed (60 px) drawer shows besides the badge. */
const icons: Record<NavItemId, IconName> = {
  dashboard: 'home',
  loadBoard: 'search',
  shipments: 'upload',
  tenders: 'info',
  rateRequests: 'filter',
  orders: 'menu',
  locations: 'home',
  accounting: 'calendar',
  paymentRemittance: 'download',
  thirdPartyPayerInvoices: 'print',
  accessorialRequests: 'warning',
  videos: 'zoomIn',
  contacts: 'user',
  profile: 'user',
  support: 'help',
  logout: 'close',
};

const groupOrder: readonly (NavGroup | null)[] = [null, 'manageFreight', 'financials', 'account'];

/**
 * One badge's count, fetched only where domain shows that badge and while the navigation is on screen;
 * `undefined` while unknown.
 */
function useBadgeCount(
  items: readonly VisibleNavItem[],
  badge: NavBadge,
  onScreen: boolean,
): number | undefined {
  const shown = wantsBadge(items, badge);
  const query = useNavBadgeCount(badge, { enabled: shown && onScreen });
  return shown && query.isSuccess ? query.data : undefined;
}

/** Every badge count the drawer can show: one hook per badge kind, so hook order never depends on the user. */
function useBadgeCounts(
  items: readonly VisibleNavItem[],
  onScreen: boolean,
): Record<NavBadge, number | undefined> {
  return {
    shipmentsNeedingUpdates: useBadgeCount(items, 'shipmentsNeedingUpdates', onScreen),
    openSentTenders: useBadgeCount(items, 'openSentTenders', onScreen),
    openRateRequests: useBadgeCount(items, 'openRateRequests', onScreen),
    actionRequiredShipments: useBadgeCount(items, 'actionRequiredShipments', onScreen),
    newCases: useBadgeCount(items, 'newCases', onScreen),
  };
}

/**
 * How a badge is read: what it counts ("4 shipments needing updates"), not "4 new", which was
 * wrong for every badge but the new cases. The drawn badge may cap (99+); the reading never does.
 */
export function badgeLabel(t: ReturnType<typeof useI18n>['t'], badge: NavBadge, count: number): string {
  return t(`shell.badge.${badge}`, { count });
}

/** Whether `pathname` is the item's page or one below it. */
function isCurrent(to: string, pathname: string): boolean {
  return to.startsWith('/') && (pathname === to || pathname.startsWith(`${to}/`));
}

/**
 * The kit `NavDrawer`'s groups for the signed-in user (spec 1 §2): the items domain allows, in
 * their groups, with icons, count badges, the current page, Support (the help desk in a new tab)
 * and Logout.
 *
 * `onScreen` is false while the navigation is a closed drawer (a phone): then no count is fetched and
 * no group is built, so a phone's first load neither asks for five counts it does not show nor draws
 * the frame again as they arrive (ADR 084). The counts are asked for when the drawer opens.
 */
export function useNavGroups({ onScreen = true }: { onScreen?: boolean } = {}): NavDrawerGroup[] {
  const { t } = useI18n();
  const user = useCurrentUser();
  const { signOut } = useSession();
  const { helpDeskUrl } = usePortalConfig();
  const { pathname } = useLocation();
  const items = visibleNavItems(user);
  const counts = useBadgeCounts(items, onScreen);
  if (!onScreen) return [];

  const toEntry = (item: VisibleNavItem): NavDrawerItem => {
    const label = t(item.label);
    const base = { id: item.id, label, icon: <Icon name={icons[item.id]} /> };
    if (item.to === 'external:helpDesk') return { ...base, href: helpDeskUrl, external: true };
    if (item.to === 'action:logout') return { ...base, onSelect: () => void signOut() };
    const badge = item.badge === undefined ? undefined : counts[item.badge];
    return {
      ...base,
      href: item.to,
      current: isCurrent(item.to, pathname),
      ...(badge === undefined || item.badge === undefined
        ? {}
        : { badge, badgeLabel: badgeLabel(t, item.badge, badge) }),
    };
  };

  return groupOrder.flatMap((group) => {
    const inGroup = items.filter((item) => item.group === group);
    if (inGroup.length === 0) return [];
    return [
      {
        id: group ?? 'top',
        ...(group === null ? {} : { heading: t(`nav.group.${group}`) }),
        items: inGroup.map(toEntry),
      },
    ];
  });
}
