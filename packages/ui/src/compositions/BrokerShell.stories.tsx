import { thirdPartyPayerViews } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../AppShell/AppShell.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { FilterSidebar } from '../FilterSidebar/FilterSidebar.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import { InfiniteList } from '../InfiniteList/InfiniteList.tsx';
import { InvoiceCard, type InvoiceCardInvoice } from '../InvoiceCard/InvoiceCard.tsx';
import { sampleInvoices } from '../InvoiceCard/invoiceFixtures.ts';
import { sampleNavGroups } from '../NavDrawer/navFixtures.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { TopBar } from '../TopBar/TopBar.tsx';
import * as styles from './BrokerShell.css.ts';

const counts: Record<string, number> = { actionRequired: 12, draft: 3, received: 41, settled: 128, all: 184 };
const pageSize = 20;
const total = 60;

/**
 * The third-party payer invoices screen of a sibling broker portal, built only from kit
 * components: AppShell (banner, TopBar, NavDrawer), TextField, FilterSidebar, Checkbox, InfiniteList and InvoiceCard.
 * Data is local; a portal passes its query results the same way. Texts come from the provider's
 * translator, so the composition follows the locale an app gives `UiProvider`.
 */
function BrokerShell() {
  const { t } = useI18n();
  const [view, setView] = useState('actionRequired');
  const [invoices, setInvoices] = useState<InvoiceCardInvoice[]>(() => sampleInvoices(pageSize));
  return (
    <AppShell
      showEnvironmentBanner
      topBar={
        <TopBar
          title={t('nav.thirdPartyPayerInvoices')}
          search={
            <TextField
              type="search"
              icon="search"
              label={t('search.drawerTitle')}
              hideLabel
              placeholder={t('search.promptBroker')}
              className={styles.search}
            />
          }
          helpDeskHref="https://help.example.com"
          onApplicationUpdates={() => {}}
          userMenu={{
            label: 'Morgan Ellis',
            items: [
              { id: 'myProfile', label: t('userMenu.myProfile'), href: '/profile' },
              { id: 'logout', label: t('userMenu.logout') },
            ],
          }}
        />
      }
      navigation={{ groups: sampleNavGroups({ current: 'thirdPartyPayerInvoices' }), defaultOpen: true }}
    >
      <div className={styles.screen}>
        <FilterSidebar
          views={thirdPartyPayerViews.map((v) => ({ id: v.id, label: t(v.label), count: counts[v.id] }))}
          selectedView={view}
          onViewChange={setView}
          search={
            <TextField
              type="search"
              icon="search"
              label={t('tpp.search')}
              hideLabel
              placeholder={t('tpp.search')}
            />
          }
          filters={
            <>
              <Checkbox label={t('enum.invoiceStatus.Received')} />
              <Checkbox label={t('enum.invoiceStatus.Settled')} />
              <Checkbox label={t('tpp.filter.onlyAuditable')} defaultChecked />
            </>
          }
          onApply={() => {}}
          onReset={() => {}}
        />
        <div className={styles.list}>
          <InfiniteList
            label={t('nav.thirdPartyPayerInvoices')}
            items={invoices}
            getKey={(invoice) => invoice.invoiceNumber}
            estimateSize={190}
            hasMore={invoices.length < total}
            onLoadMore={() => {
              setInvoices((current) => [...current, ...sampleInvoices(pageSize, current.length)]);
            }}
            renderItem={(invoice) => (
              <InvoiceCard
                invoice={invoice}
                headingLevel={2}
                invoiceHref={`/third-party-payer-invoices/${invoice.invoiceNumber}/preview`}
                shipmentHref={`/all-shipments/${invoice.shipmentNumber}/preview/details`}
              />
            )}
          />
        </div>
      </div>
    </AppShell>
  );
}

const meta = {
  title: 'Compositions/Broker shell',
  component: BrokerShell,
  tags: ['responsive'],
  parameters: { layout: 'fullscreen' },
  globals: { theme: 'broker' },
} satisfies Meta<typeof BrokerShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under the broker theme: the kit re-branded by a theme alone. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'UAT Data' })).toHaveTextContent('UAT Data');
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Third Party Payer Invoices' }),
    ).toBeInTheDocument();
    const list = canvas.getByRole('region', { name: 'Third Party Payer Invoices' });
    await waitFor(() => expect(within(list).getAllByRole('article').length).toBeGreaterThan(1));
    const views = canvas.getByRole('radio', { name: /Action Required/ });
    views.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Draft/ })).toBeChecked();
  },
};
