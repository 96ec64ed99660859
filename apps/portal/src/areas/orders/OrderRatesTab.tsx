import type { Order, OrderRateRequest } from '@freightkit/api';
import { useOrderRateRequests, useTenderOrder } from '@freightkit/api/react';
import {
  canRequestRatesForOrder,
  canTenderAtRateRequest,
  canTenderPlannedOrder,
  rateRequestStatuses,
  rateRequestStatusTone,
  serviceLevels,
} from '@freightkit/domain';
import {
  Banner,
  Button,
  Card,
  DateTime,
  Dialog,
  EmptyState,
  Heading,
  Inline,
  Money,
  Skeleton,
  Stack,
  StatusChip,
  Text,
  useFormat,
  useI18n,
} from '@freightkit/ui';
import { useState } from 'react';
import { useNotices } from '../../app/notifications.tsx';
import { failureText } from '../common/failureText.ts';
import * as styles from './orders.css.ts';
import { RequestRatesDialog } from './RequestRatesDialog.tsx';
import { DialogActions } from './DialogActions.tsx';
import { enumText } from '../common/enumText.ts';

/** "Tender at {rate}" on a carrier's offered rate: asks once, then sends the tender (ADR 043). */
function TenderAtOffer({ order, request }: { readonly order: Order; readonly request: OrderRateRequest }) {
  const { t } = useI18n();
  const format = useFormat();
  const notices = useNotices();
  const tender = useTenderOrder();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const rate = format.formatMoney(request.responseRate ?? 0);
  const send = () => {
    setRefusal(null);
    tender
      .mutateAsync({
        orderNumber: order.orderNumber,
        body: { carrierId: request.carrier.id, rate: request.responseRate ?? 0 },
      })
      .then(
        (result) => {
          notices.success(t('shipments.tendered', { number: result.shipmentNumber }));
          setOpen(false);
        },
        (error: unknown) => {
          setRefusal(failureText(t, error));
        },
      );
  };
  return (
    <Dialog
      role="alertdialog"
      title={t('orders.rates.tenderTitle')}
      description={t('orders.rates.tenderQuestion', {
        number: order.shipment?.shipmentNumber ?? '',
        carrier: request.carrier.name,
        rate,
      })}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button aria-label={t('orders.rates.tenderAtFor', { rate, carrier: request.carrier.name })}>
          {t('orders.rates.tenderAt', { rate })}
        </Button>
      }
    >
      <Stack space="md">
        {refusal ? <Banner tone="critical" title={t('orders.rates.refused')} description={refusal} /> : null}
        <DialogActions
          label={t('orders.rates.tenderSend')}
          busy={tender.isPending}
          onSend={send}
          onCancel={() => {
            setOpen(false);
          }}
        />
      </Stack>
    </Dialog>
  );
}

/** One carrier's request: who, where it stands, and its answer (rate, service level, note, when). */
function RequestCard({ order, request }: { readonly order: Order; readonly request: OrderRateRequest }) {
  const { t } = useI18n();
  const offered = canTenderAtRateRequest(request.status) && request.responseRate !== null;
  return (
    <Card>
      <Stack space="sm">
        <Inline space="sm" align="spaceBetween" alignY="center">
          <Heading level={3}>{request.carrier.name}</Heading>
          <StatusChip tone={rateRequestStatusTone(request.status)}>
            {enumText(t, rateRequestStatuses, request.status)}
          </StatusChip>
        </Inline>
        {offered ? (
          <Text size="lg" weight="bold">
            <Money amount={request.responseRate ?? 0} />{' '}
            <Text as="span" size="sm" tone="secondary" weight="regular">
              {enumText(t, serviceLevels, request.serviceLevel ?? 0)}
            </Text>
          </Text>
        ) : null}
        {request.note ? <Text className={styles.userText}>{request.note}</Text> : null}
        <Text tone="secondary" size="sm">
          {request.respondedAt ? (
            <>
              {t('orders.rates.answered')} <DateTime value={request.respondedAt} format="dateTime" />
            </>
          ) : (
            <>
              {t('orders.rates.asked')} <DateTime value={request.createdAt} format="dateTime" />
            </>
          )}
        </Text>
        {offered && canTenderPlannedOrder(order.status) ? (
          // In a row, so the button keeps its own width in the card's column.
          <Inline space="sm">
            <TenderAtOffer order={order} request={request} />
          </Inline>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * The order's rates tab (ADR 043): "Request rates" while the order is Open or Planned, and each carrier
 * asked with where its request stands; an offered rate can be tendered at in one step while the order
 * is Planned. Offers come first, cheapest first, then the ones still waiting, then the declined.
 */
export function OrderRatesTab({ order }: { readonly order: Order }) {
  const { t } = useI18n();
  const requests = useOrderRateRequests(order.orderNumber);
  const rank = (r: OrderRateRequest) => (r.status === 'Offered' ? 0 : r.status === 'Sent' ? 1 : 2);
  const items = [...(requests.data?.items ?? [])].sort(
    (a, b) => rank(a) - rank(b) || (a.responseRate ?? 0) - (b.responseRate ?? 0),
  );
  return (
    <Stack space="md">
      <Inline space="md" align="spaceBetween" alignY="center">
        <Text tone="secondary">
          {canRequestRatesForOrder(order.status) ? t('orders.rates.intro') : t('orders.rates.closed')}
        </Text>
        {canRequestRatesForOrder(order.status) ? <RequestRatesDialog order={order} /> : null}
      </Inline>
      {requests.isPending ? (
        <Skeleton label={t('orders.rates.loading')} />
      ) : requests.isError ? (
        <Banner
          tone="critical"
          title={t('orders.rates.loadError')}
          description={failureText(t, requests.error)}
          actions={
            <Button variant="secondary" onClick={() => void requests.refetch()}>
              {t('orders.retry')}
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState title={t('orders.rates.empty')} />
      ) : (
        <ul className={styles.plainList} aria-label={t('orders.rates.list')}>
          {items.map((request) => (
            <li key={request.id}>
              <RequestCard order={order} request={request} />
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
