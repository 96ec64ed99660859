import { useAccessRequestCount } from '@freightkit/api/react';
import {
  canSeeAccessRequestCount,
  localeNames,
  locales,
  userMenuItems,
  type UserMenuItem,
} from '@freightkit/domain';
import { TopBar, useAppShell, useI18n, type TopBarMenuItem } from '@freightkit/ui';
import { useState } from 'react';
import { portalBuildVersion } from '../../app/config.ts';
import { usePortalLocale } from '../../app/locale/LocaleProvider.tsx';
import { usePortalConfig } from '../../app/services.tsx';
import { useCurrentUser } from '../../app/session/SessionProvider.tsx';
import { OutboxBadge } from '../capture/outbox/OutboxBadge.tsx';
import { useSignOutWithOutbox } from '../capture/outbox/useSignOutWithOutbox.tsx';
import { GlobalSearch } from './GlobalSearch.tsx';

const internalPaths: Partial<Record<UserMenuItem['id'], string>> = {
  myProfile: '/profile',
  contacts: '/contacts',
};

/**
 * The user menu's entries (spec 1 §2): My Profile, Contacts (Admin for admins), API Documentation
 * (admins on wide screens) and Logout as domain allows. What the portal adds goes before Logout,
 * which the spec lists last: admins' open access-request count, then the build version and
 * environment for support, opening Application Updates.
 */
function useUserMenuItems(wideScreen: boolean, onAbout: () => void, signOut: () => void): TopBarMenuItem[] {
  const { t } = useI18n();
  const { locale, chooseLocale } = usePortalLocale();
  const user = useCurrentUser();
  const config = usePortalConfig();
  const admin = canSeeAccessRequestCount(user);
  const accessRequests = useAccessRequestCount({ enabled: admin });

  const entries = userMenuItems(user, wideScreen).map((item): TopBarMenuItem => {
    const label = t(item.label);
    if (item.id === 'logout') return { id: item.id, label, onSelect: signOut };
    if (item.id === 'apiDocumentation')
      // Not a portal route: a link opening the back end's API docs in a new tab.
      return { id: item.id, label, href: config.apiDocumentationUrl, target: '_blank' };
    return { id: item.id, label, href: internalPaths[item.id] ?? '/' };
  });
  const added: TopBarMenuItem[] = [];
  if (admin && accessRequests.isSuccess)
    added.push({
      id: 'accessRequests',
      label: t('shell.accessRequests', { count: accessRequests.data.count }),
      href: '/contacts',
    });
  // The language choice (issue 19): the other languages, each named in its own language.
  for (const other of locales)
    if (other !== locale)
      added.push({
        id: `locale-${other}`,
        label: localeNames[other],
        lang: other,
        onSelect: () => {
          void chooseLocale(other);
        },
      });
  added.push({
    id: 'about',
    label: t('shell.about.menuEntry', { version: portalBuildVersion, environment: config.environment }),
    onSelect: onAbout,
  });
  const logout = entries.findIndex((entry) => entry.id === 'logout');
  entries.splice(logout === -1 ? entries.length : logout, 0, ...added);
  return entries;
}

/**
 * The kit `TopBar` with the portal's title, shipment search, Help Desk, Application Updates and
 * user menu (spec 1 §2). Below 900 px the search is an icon opening the kit's top drawer 'Search
 * By Shipment #', which the portal closes once a result is chosen.
 */
export function ShellTopBar({
  title,
  onApplicationUpdates,
}: {
  title: string;
  onApplicationUpdates: () => void;
}) {
  const { t } = useI18n();
  const user = useCurrentUser();
  const { helpDeskUrl } = usePortalConfig();
  const narrow = useAppShell()?.narrow ?? false;
  const [searchOpen, setSearchOpen] = useState(false);
  // Sign-out asks first while captures wait in the outbox (ADR 039).
  const signOut = useSignOutWithOutbox();
  const menuItems = useUserMenuItems(!narrow, onApplicationUpdates, signOut.signOut);

  return (
    <>
      <TopBar
        title={title}
        narrow={narrow}
        search={
          <GlobalSearch
            inline={narrow}
            onChosen={() => {
              setSearchOpen(false);
            }}
          />
        }
        searchLabel={t('shell.search.open')}
        searchOpen={searchOpen}
        onSearchOpenChange={setSearchOpen}
        helpDeskHref={helpDeskUrl}
        onApplicationUpdates={onApplicationUpdates}
        actions={<OutboxBadge />}
        userMenu={{ label: `${user.firstName} ${user.lastName}`, items: menuItems }}
      />
      {signOut.dialog}
    </>
  );
}
