import { canSeeAccessRequestCount, userMenuItems, type UserMenuItem } from '@freightkit/domain';
import { useI18n } from '@freightkit/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { portalBuildVersion } from '../../app/config.ts';
import { useApiClient, usePortalConfig } from '../../app/services.tsx';
import { useCurrentUser, useSession } from '../../app/session/SessionProvider.tsx';
import { shellQueries } from './queries.ts';
import * as styles from './shell.css.ts';

const internalPaths: Partial<Record<UserMenuItem['id'], string>> = {
  myProfile: '/profile',
  contacts: '/contacts',
};

/**
 * The user menu (spec 1 §2): My Profile, Contacts (Admin for admins), API Documentation (admins on
 * wide screens) and Logout, as domain allows; admins also see the open access-request count. The
 * footer shows the build version and environment for support.
 */
export function UserMenu({ wideScreen }: { wideScreen: boolean }) {
  const { t } = useI18n();
  const user = useCurrentUser();
  const { signOut } = useSession();
  const config = usePortalConfig();
  const client = useApiClient();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const admin = canSeeAccessRequestCount(user);
  const accessRequests = useQuery({ ...shellQueries.accessRequests(client), enabled: admin });

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  const entry = (item: UserMenuItem) => {
    const label = t(item.label);
    if (item.id === 'logout')
      return (
        <button type="button" className={styles.navItem} onClick={() => void signOut()}>
          {label}
        </button>
      );
    if (item.id === 'apiDocumentation')
      return (
        <a
          className={styles.navItem}
          href={config.apiDocumentationUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {label}
          <span className={styles.visuallyHidden}> {t('shell.opensInNewTab')}</span>
        </a>
      );
    return (
      <Link className={styles.navItem} to={internalPaths[item.id] ?? '/'} onClick={close}>
        {label}
      </Link>
    );
  };

  return (
    // Escape anywhere in the menu closes it and returns focus to its button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.menuWrap} ref={wrapRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.topLink}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        <span className={styles.visuallyHidden}>{`${t('topBar.userMenu')}: `}</span>
        {`${user.firstName} ${user.lastName}`}
      </button>
      <div id={menuId} className={styles.menu} hidden={!open}>
        <ul className={styles.navList}>
          {userMenuItems(user, wideScreen).map((item) => (
            <li key={item.id}>{entry(item)}</li>
          ))}
          {admin && accessRequests.isSuccess ? (
            <li>
              <Link className={styles.navItem} to="/contacts" onClick={close}>
                {t('shell.accessRequests', { count: accessRequests.data.count })}
              </Link>
            </li>
          ) : null}
        </ul>
        <p className={styles.menuFooter}>
          {t('shell.about.version', { version: portalBuildVersion })}
          <br />
          {t('shell.about.environment', { environment: config.environment })}
        </p>
      </div>
    </div>
  );
}
