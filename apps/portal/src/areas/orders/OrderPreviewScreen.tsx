import type { Order } from '@freightkit/api';
import { useOrder } from '@freightkit/api/react';
import {
  canConsolidateOrder,
  canEditOrder,
  equipmentModes,
  manualLocationNumber,
  orderTypes,
  renderAnswer,
  shippingModes,
  stopTypes,
} from '@freightkit/domain';
import {
  Banner,
  Box,
  Button,
  Card,
  DateTime,
  Heading,
  Inline,
  Money,
  Stack,
  Tabs,
  Text,
  useFormat,
  useI18n,
  useLinkComponent,
} from '@freightkit/ui';
import { createElement, useId, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Page } from '../common/Page.tsx';
import { PageTitle } from '../common/PageTitle.tsx';
import * as styles from './orders.css.ts';
import { OrderRatesTab } from './OrderRatesTab.tsx';
import { BookLtlDialog } from './BookLtlDialog.tsx';
import { ConsolidateDialog } from './ConsolidateDialog.tsx';
import { DuplicateOrderDialog } from './DuplicateOrderDialog.tsx';
import { OrderStatusChip } from './OrderStatusChip.tsx';
import { OrderUnavailable } from './OrderUnavailable.tsx';
import {
  orderEditPath,
  orderListPath,
  orderPreviewPath,
  orderPreviewTabs,
  orderRatesPath,
  type OrderPreviewTab,
} from './paths.ts';
import { ShipmentActions } from './ShipmentActions.tsx';
import { enumText } from '../common/enumText.ts';

function Fact({ term, children }: { readonly term: string; readonly children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <Text as="dt" tone="secondary">
        {term}
      </Text>
      <Text as="dd" weight="medium" tone="primary">
        {children}
      </Text>
    </div>
  );
}

/** The details tab: who, what, money terms, references, instructions, and the shipment it is on. */
function DetailsTab({ order }: { readonly order: Order }) {
  const { t } = useI18n();
  const format = useFormat();
  const none = t('orders.none');
  const terms = order.tmsOrderDetails.freightTermType;
  return (
    <Stack space="lg">
      <dl className={styles.facts}>
        <Fact term={t('orders.preview.customer')}>{order.customerName}</Fact>
        <Fact term={t('orders.preview.type')}>{enumText(t, orderTypes, order.orderType)}</Fact>
        <Fact term={t('orders.preview.equipment')}>{enumText(t, equipmentModes, order.equipmentMode)}</Fact>
        <Fact term={t('orders.preview.mode')}>{enumText(t, shippingModes, order.shippingMode)}</Fact>
        <Fact term={t('orders.preview.freightValue')}>
          {order.freightValue === null ? none : <Money amount={order.freightValue} />}
        </Fact>
        <Fact term={t('orders.preview.terms')}>
          {terms === null ? none : t(`orders.form.freightTerms.${terms as 'Prepaid'}`)}
        </Fact>
        <Fact term={t('orders.preview.markup')}>
          {order.tmsOrderDetails.markup === null
            ? none
            : t('orders.preview.markupValue', { markup: format.formatNumber(order.tmsOrderDetails.markup) })}
        </Fact>
        <Fact term={t('orders.preview.weight')}>
          {t('orders.weight', { weight: format.formatNumber(order.weightLbs) })}
        </Fact>
        <Fact term={t('orders.preview.references')}>
          {order.referenceNumbers.length === 0
            ? none
            : order.referenceNumbers.map((r) => `${r.label}: ${r.value}`).join(' · ')}
        </Fact>
      </dl>
      {order.specialInstructions ? (
        <Stack space="xs">
          <Heading level={3}>{t('orders.preview.instructions')}</Heading>
          {/* What the broker typed: plain text, never HTML, its line breaks kept. */}
          <Text className={styles.userText}>{order.specialInstructions}</Text>
        </Stack>
      ) : null}
      <Stack space="xs">
        <Heading level={3}>{t('orders.preview.shipment')}</Heading>
        {order.shipment ? (
          <Stack space="xxs">
            <Text>
              {t('orders.preview.shipmentLine', {
                number: order.shipment.shipmentNumber,
                status: order.shipment.status.displayName,
              })}
            </Text>
            {order.shipment.tenders.length > 1 ? (
              // A load tendered to several carriers at once (ADR 059): each carrier and its answer, the
              // one holding or waiting on the load first (the order the back end sends).
              <Stack space="xxs">
                <Text>{t('orders.preview.tenderedTo', { count: order.shipment.tenders.length })}</Text>
                <Stack as="ul" space="xxs" aria-label={t('orders.preview.offers')}>
                  {order.shipment.tenders.map((offer) => (
                    <li key={offer.id}>
                      <Text>
                        {t('orders.preview.offerLine', {
                          carrier: offer.carrierName,
                          rate: format.formatMoney(offer.rate),
                          status: offer.status.displayName,
                        })}
                      </Text>
                    </li>
                  ))}
                </Stack>
              </Stack>
            ) : order.shipment.tender ? (
              <Text>
                {t('orders.preview.tenderLine', {
                  carrier: order.shipment.tender.carrierName,
                  rate: format.formatMoney(order.shipment.tender.rate),
                  status: order.shipment.tender.status.displayName,
                })}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text tone="secondary">{t('orders.preview.noShipment')}</Text>
        )}
      </Stack>
    </Stack>
  );
}

/** The logistics tab: each stop in order with its place, window and appointment in local time, and freight. */
function LogisticsTab({ order }: { readonly order: Order }) {
  const { t } = useI18n();
  const format = useFormat();
  return (
    <ol className={styles.plainList}>
      {order.stops.map((stop) => {
        const l = stop.location;
        const when = (iso: string) => <DateTime value={iso} timeZone={stop.ianaTimezone} format="dateTime" />;
        return (
          <li key={stop.id}>
            <Card>
              <Stack space="sm">
                <Heading level={3}>
                  {t('orders.preview.stop', {
                    n: stop.sequence,
                    type: enumText(t, stopTypes, stop.stopType),
                  })}
                </Heading>
                <Text weight="medium">{l.companyName}</Text>
                <Text>
                  {[l.addressLine1, l.addressLine2].filter(Boolean).join(', ')} · {l.city}, {l.state}{' '}
                  {l.postalCode}
                  {l.country ? ` · ${l.country}` : ''}
                </Text>
                <Text tone="secondary">
                  {stop.locationNumber === manualLocationNumber
                    ? t('orders.preview.manualStop')
                    : t('orders.preview.locationStop', { number: stop.locationNumber })}
                </Text>
                <Text>
                  {when(stop.earlyDateTime)} – {when(stop.lateDateTime)}{' '}
                  <Text as="span" tone="secondary">
                    {t('orders.preview.zone', { zone: stop.ianaTimezone })}
                  </Text>
                </Text>
                {stop.appointmentDateTime ? (
                  <Text>
                    {t('orders.preview.appointment')} {when(stop.appointmentDateTime)}
                  </Text>
                ) : null}
                {stop.referenceNumbers.length > 0 ? (
                  <Text>{stop.referenceNumbers.map((r) => `${r.label}: ${r.value}`).join(' · ')}</Text>
                ) : null}
                {stop.lineItems.length === 0 ? (
                  <Text tone="secondary">{t('orders.preview.noLineItems')}</Text>
                ) : (
                  <ul>
                    {stop.lineItems.map((item) => (
                      <li key={item.id}>
                        {t('orders.preview.lineItem', {
                          quantity: item.quantity,
                          description: item.description,
                          weight: format.formatNumber(item.weightLbs),
                        })}
                      </li>
                    ))}
                  </ul>
                )}
              </Stack>
            </Card>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The back end's cautions on the order as saved (ADR 059): each stop whose window meets none of its
 * location's dock hours, in the reader's language (the English when the key is unknown). The order was
 * saved; the banner says what the dock may refuse, so the broker can move the window or call ahead.
 */
function OrderNotices({ order }: { readonly order: Order }) {
  const { t } = useI18n();
  const notices = order.notices ?? [];
  if (notices.length === 0) return null;
  return (
    <Banner
      tone="caution"
      title={t('orders.preview.dockNotices', { count: notices.length })}
      description={
        <ul className={styles.plainList}>
          {notices.map((notice) => {
            const index = /^stops\.(\d+)\./.exec(notice.field)?.[1];
            const text = renderAnswer(t, notice.answer) ?? notice.message;
            return (
              <li key={notice.field}>
                {index === undefined ? text : t('orders.preview.stopNotice', { n: Number(index) + 1, text })}
              </li>
            );
          })}
        </ul>
      }
    />
  );
}

/** "Consolidate…" on an Open order: the dialog of the orders that can join it on one shipment (ADR 052). */
function ConsolidateAction({ order }: { readonly order: Order }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  if (!canConsolidateOrder(order.status)) return null;
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setOpen(true);
        }}
      >
        {t('orders.consolidate.open')}
      </Button>
      <ConsolidateDialog orderNumber={order.orderNumber} open={open} onOpenChange={setOpen} />
    </>
  );
}

/**
 * `/orders/{orderNumber}/preview/{details|logistics|rates}` (spec 2 §2; rates, ADR 043): the order's
 * header (number, status, customer), Edit while it is Open, See rates (the order's unified rates,
 * ADR 057), the shipment actions, and the tabs.
 */
export function OrderPreviewScreen({ tab }: { readonly tab: OrderPreviewTab }) {
  const { t } = useI18n();
  const Link = useLinkComponent();
  const headingId = useId();
  const { orderNumber = '' } = useParams();
  const query = useOrder(orderNumber);
  const order = query.data;
  if (!order)
    return (
      <OrderUnavailable orderNumber={orderNumber} error={query.error} onRetry={() => void query.refetch()} />
    );
  return (
    <Page as="section" aria-labelledby={headingId}>
      {createElement(Link, { href: orderListPath() }, t('orders.preview.back'))}
      <Inline space="md" align="spaceBetween" alignY="center">
        <Inline space="sm" alignY="center">
          <PageTitle id={headingId}>{`${t('orders.column.number')} ${order.orderNumber}`}</PageTitle>
          <OrderStatusChip status={order.status} />
        </Inline>
        <Inline space="sm" alignY="center">
          {canEditOrder(order.status)
            ? createElement(Link, { href: orderEditPath(order.orderNumber) }, t('orders.preview.edit'))
            : null}
          {createElement(Link, { href: orderRatesPath(order.orderNumber) }, t('orders.preview.seeRates'))}
          <DuplicateOrderDialog order={order} />
          <ConsolidateAction order={order} />
          <BookLtlDialog order={order} />
          <ShipmentActions order={order} />
        </Inline>
      </Inline>
      <OrderNotices order={order} />
      <Tabs
        label={t('orders.preview.tabs')}
        selectedId={tab}
        items={orderPreviewTabs.map((id) => ({
          id,
          label: t(`orders.preview.${id}`),
          href: orderPreviewPath(order.orderNumber, id),
        }))}
      >
        <Box paddingTop="md">
          {tab === 'details' ? (
            <DetailsTab order={order} />
          ) : tab === 'logistics' ? (
            <LogisticsTab order={order} />
          ) : (
            <OrderRatesTab order={order} />
          )}
        </Box>
      </Tabs>
    </Page>
  );
}
