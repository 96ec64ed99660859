import { navBadgeQuery } from '@freightkit/api/react';
import { visibleNavItems } from '@freightkit/domain';
import { narrowScreenQuery } from '@freightkit/ui';
import type { QueryExecuteOptions } from '@tanstack/react-query';
import { headStart, type Prefetch } from '../../app/routeData.ts';
import { shownBadges } from './badges.ts';

/** Whether the navigation starts as a closed drawer: a screen below the shell's breakpoint. */
function navigationStartsClosed(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(narrowScreenQuery).matches;
}

/**
 * Starts the navigation's badge counts with the shell's code (ADR 064): the same queries, and only the
 * badges domain shows this user, that `useNavGroups` asks for once the shell renders. Not on a narrow
 * screen, where the navigation is a closed drawer that asks for them when it opens (ADR 084).
 */
export const prefetch: Prefetch = ({ client, queryClient }, user) => {
  if (navigationStartsClosed()) return;
  for (const badge of shownBadges(visibleNavItems(user))) {
    // Each badge's options read a different count answer (as `useNavBadgeCount` says); the cache
    // needs only their key and fetch.
    void headStart(queryClient, navBadgeQuery(client, badge) as unknown as QueryExecuteOptions);
  }
};
