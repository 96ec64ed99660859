import { useNavBadgeCount } from '@freightkit/api/react';
import { visibleNavItems, type NavGroup, type VisibleNavItem } from '@freightkit/domain';
import { Badge, useI18n, VisuallyHidden } from '@freightkit/ui';
import { NavLink } from 'react-router-dom';
import { usePortalConfig } from '../../app/services.tsx';
import { useCurrentUser, useSession } from '../../app/session/SessionProvider.tsx';
import * as styles from './shell.css.ts';

/** A nav item's count, fetched only when domain shows its badge (the back end answers 403 otherwise). */
function ItemBadge({ item, label }: { item: VisibleNavItem; label: string }) {
  const count = useNavBadgeCount(item.badge ?? 'newCases', {
    enabled: item.badge !== undefined && item.showBadge,
  });
  if (!item.showBadge || !count.isSuccess) return null;
  return <Badge count={count.data} label={label} />;
}

function ItemContent({ item }: { item: VisibleNavItem }) {
  const { t } = useI18n();
  const label = t(item.label);
  return (
    <>
      <span className={styles.navInitial} aria-hidden="true">
        {label.charAt(0)}
      </span>
      <span className={styles.navLabel}>{label}</span>
      <ItemBadge item={item} label={label} />
    </>
  );
}

function Item({ item, onNavigate }: { item: VisibleNavItem; onNavigate: () => void }) {
  const { t } = useI18n();
  const { helpDeskUrl } = usePortalConfig();
  const { signOut } = useSession();
  if (item.to === 'external:helpDesk') {
    return (
      <a className={styles.navItem} href={helpDeskUrl} target="_blank" rel="noopener noreferrer">
        <ItemContent item={item} />
        <VisuallyHidden>{t('shell.opensInNewTab')}</VisuallyHidden>
      </a>
    );
  }
  if (item.to === 'action:logout') {
    return (
      <button type="button" className={styles.navItem} onClick={() => void signOut()}>
        <ItemContent item={item} />
      </button>
    );
  }
  return (
    <NavLink className={styles.navItem} to={item.to} onClick={onNavigate}>
      <ItemContent item={item} />
    </NavLink>
  );
}

const groups: readonly (NavGroup | null)[] = [null, 'manageFreight', 'financials', 'account'];

/**
 * The left navigation (spec 1 §2): the items and badges domain allows this user, in their groups.
 * 240 px open, 60 px collapsed on wide screens; an overlay opened from the top bar on narrow ones.
 */
export function NavDrawer({
  id,
  collapsed,
  narrowOpen,
  onNavigate,
  onHover,
}: {
  id: string;
  collapsed: boolean;
  narrowOpen: boolean;
  onNavigate: () => void;
  onHover: (hovering: boolean) => void;
}) {
  const { t } = useI18n();
  const user = useCurrentUser();
  const items = visibleNavItems(user);
  return (
    // Hover only widens a collapsed drawer for pointer users; keyboard users have the toggle button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav
      id={id}
      className={styles.drawer}
      aria-label={t('shell.mainNavigation')}
      data-collapsed={collapsed}
      data-narrow-open={narrowOpen}
      onMouseEnter={() => {
        onHover(true);
      }}
      onMouseLeave={() => {
        onHover(false);
      }}
    >
      {groups.map((group) => {
        const inGroup = items.filter((item) => item.group === group);
        if (inGroup.length === 0) return null;
        const headingId = `${id}-${group ?? 'top'}`;
        return (
          <div key={group ?? 'top'}>
            {group === null ? null : (
              <h2 id={headingId} className={styles.navGroup}>
                {t(`nav.group.${group}`)}
              </h2>
            )}
            <ul className={styles.navList} aria-labelledby={group === null ? undefined : headingId}>
              {inGroup.map((item) => (
                <li key={item.id}>
                  <Item item={item} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
