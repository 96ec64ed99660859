import { useAccessRequestCount } from '@freightkit/api/react';
import { canSeeAccessRequestCount, userMenuItems, type UserMenuItem } from '@freightkit/domain';
import {
  Menu,
  MenuGroup,
  MenuItem,
  MenuLinkItem,
  MenuSeparator,
  useI18n,
  VisuallyHidden,
} from '@freightkit/ui';
import { portalBuildVersion } from '../../app/config.ts';
import { usePortalConfig } from '../../app/services.tsx';
import { useCurrentUser, useSession } from '../../app/session/SessionProvider.tsx';
import * as styles from './shell.css.ts';

const internalPaths: Partial<Record<UserMenuItem['id'], string>> = {
  myProfile: '/profile',
  contacts: '/contacts',
};

/**
 * The user menu (spec 1 §2): My Profile, Contacts (Admin for admins), API Documentation (admins on
 * wide screens) and Logout, as domain allows; admins also see the open access-request count. The
 * last group names the build version and environment for support and opens Application Updates.
 */
export function UserMenu({ wideScreen, onAbout }: { wideScreen: boolean; onAbout: () => void }) {
  const { t } = useI18n();
  const user = useCurrentUser();
  const { signOut } = useSession();
  const config = usePortalConfig();
  const admin = canSeeAccessRequestCount(user);
  const accessRequests = useAccessRequestCount({ enabled: admin });

  const entry = (item: UserMenuItem) => {
    const label = t(item.label);
    if (item.id === 'logout')
      return (
        <MenuItem key={item.id} onSelect={() => void signOut()}>
          {label}
        </MenuItem>
      );
    if (item.id === 'apiDocumentation')
      return (
        <MenuLinkItem key={item.id} href={config.apiDocumentationUrl} external>
          {label}
          <VisuallyHidden> {t('shell.opensInNewTab')}</VisuallyHidden>
        </MenuLinkItem>
      );
    return (
      <MenuLinkItem key={item.id} href={internalPaths[item.id] ?? '/'}>
        {label}
      </MenuLinkItem>
    );
  };

  return (
    <Menu
      trigger={
        <button type="button" className={styles.topLink}>
          <VisuallyHidden>{`${t('topBar.userMenu')}: `}</VisuallyHidden>
          {`${user.firstName} ${user.lastName}`}
        </button>
      }
    >
      {userMenuItems(user, wideScreen).map(entry)}
      {admin && accessRequests.isSuccess ? (
        <MenuLinkItem href="/contacts">
          {t('shell.accessRequests', { count: accessRequests.data.count })}
        </MenuLinkItem>
      ) : null}
      <MenuSeparator />
      <MenuGroup
        label={`${t('shell.about.version', { version: portalBuildVersion })} · ${t(
          'shell.about.environment',
          {
            environment: config.environment,
          },
        )}`}
      >
        <MenuItem onSelect={onAbout}>{t('topBar.applicationUpdates')}</MenuItem>
      </MenuGroup>
    </Menu>
  );
}
