import { specMessages } from '@freightkit/domain';
import { Icon } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/icons.tsx';
import type { NavDrawerGroup } from './NavDrawer.tsx';

const label = (key: string): string => specMessages.en[key] ?? key;
const icon = (name: IconName) => <Icon name={name} />;

/**
 * @internal Story fixture: the carrier admin's navigation of spec 1 §2, as the portal builds it
 * from the domain's `visibleNavItems(user)`.
 */
export function sampleNavGroups(options: { current?: string; onLogout?: () => void } = {}): NavDrawerGroup[] {
  const current = options.current ?? 'dashboard';
  return [
    {
      id: 'top',
      items: [
        { id: 'dashboard', label: label('nav.dashboard'), icon: icon('home'), href: '/dashboard' },
        { id: 'loadBoard', label: label('nav.loadBoard'), icon: icon('search'), href: '/available-freight' },
      ],
    },
    {
      id: 'manageFreight',
      heading: label('nav.group.manageFreight'),
      items: [
        {
          id: 'shipments',
          label: label('nav.shipments'),
          icon: icon('upload'),
          href: '/all-shipments',
          badge: 4,
        },
        { id: 'tenders', label: label('nav.tenders'), icon: icon('info'), href: '/tenders', badge: 12 },
        {
          id: 'rateRequests',
          label: label('nav.rateRequests'),
          icon: icon('filter'),
          href: '/rates',
          badge: 0,
        },
      ],
    },
    {
      id: 'financials',
      heading: label('nav.group.financials'),
      items: [
        {
          id: 'accounting',
          label: label('nav.accounting'),
          icon: icon('calendar'),
          href: '/accounting',
          badge: 7,
        },
        {
          id: 'paymentRemittance',
          label: label('nav.paymentRemittance'),
          icon: icon('download'),
          href: '/payments',
        },
        {
          id: 'thirdPartyPayerInvoices',
          label: label('nav.thirdPartyPayerInvoices'),
          icon: icon('print'),
          href: '/third-party-payer-invoices',
        },
        {
          id: 'accessorialRequests',
          label: label('nav.accessorialRequests'),
          icon: icon('warning'),
          href: '/cases',
          badge: 120,
        },
      ],
    },
    {
      id: 'account',
      heading: label('nav.group.account'),
      items: [
        { id: 'videos', label: label('nav.videos'), icon: icon('zoomIn'), href: '/videos' },
        { id: 'contacts', label: label('nav.admin'), icon: icon('user'), href: '/contacts' },
        { id: 'profile', label: label('nav.profile'), icon: icon('user'), href: '/profile' },
        {
          id: 'support',
          label: label('nav.support'),
          icon: icon('help'),
          href: 'https://help.example.com',
          external: true,
        },
        {
          id: 'logout',
          label: label('nav.logout'),
          icon: icon('close'),
          onSelect: options.onLogout ?? (() => {}),
        },
      ],
    },
  ].map((group) => ({
    ...group,
    items: group.items.map((item) => ({ ...item, current: item.id === current })),
  }));
}
