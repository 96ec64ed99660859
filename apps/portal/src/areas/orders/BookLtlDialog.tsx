import type { Order } from '@freightkit/api';
import { useBookLtlOrder, useLtlQuotes } from '@freightkit/api/react';
import { OrderStatus, ShippingMode } from '@freightkit/domain';
import { Banner, Button, Dialog, RadioGroup, Stack, Text, useFormat, useI18n } from '@freightkit/ui';
import { useState, type SyntheticEvent } from 'react';
import { useNotices } from '../../app/notifications.tsx';
import { failureText } from '../common/failureText.ts';
import { DialogActions } from './DialogActions.tsx';

/**
 * "Book LTL" on an Open LTL order (spec 2 §7 "book an LTL order"; ADR 052): the LTL carriers' quotes for
 * the order's weight, cheapest first and chosen by default; booking puts the order on its shipment,
 * booked with that carrier (the order is then Covered). Shown only for an Open order shipping LTL; the
 * back end's refusal (e.g. the order was planned meanwhile) stays in the dialog.
 */
export function BookLtlDialog({ order }: { readonly order: Order }) {
  const { t } = useI18n();
  const format = useFormat();
  const notices = useNotices();
  const [open, setOpen] = useState(false);
  const quotes = useLtlQuotes(order.orderNumber, open);
  const book = useBookLtlOrder();
  const [carrierId, setCarrierId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (order.shippingMode !== ShippingMode.LTL || order.status !== OrderStatus.Open) return null;

  const items = quotes.data?.items ?? [];
  const chosen = carrierId ?? items[0]?.carrierId ?? '';

  const send = (event: SyntheticEvent) => {
    event.preventDefault();
    setRefusal(null);
    book.mutateAsync({ orderNumber: order.orderNumber, body: chosen ? { carrierId: chosen } : {} }).then(
      (result) => {
        notices.success(
          t('orders.ltl.done', {
            number: order.orderNumber,
            carrier: result.carrierName,
            amount: format.formatMoney(result.amount),
            shipment: result.shipmentNumber,
          }),
        );
        setOpen(false);
      },
      (error: unknown) => {
        setRefusal(failureText(t, error));
      },
    );
  };

  return (
    <Dialog
      title={t('orders.ltl.title', { number: order.orderNumber })}
      description={t('orders.ltl.description', { weight: format.formatNumber(order.weightLbs) })}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setRefusal(null);
          setCarrierId(null);
        }
      }}
      trigger={<Button variant="secondary">{t('orders.ltl.open')}</Button>}
    >
      <form onSubmit={send} noValidate>
        <Stack space="md">
          {refusal ? <Banner tone="critical" title={t('orders.ltl.refused')} description={refusal} /> : null}
          {quotes.isPending ? <Text tone="secondary">{t('orders.ltl.loading')}</Text> : null}
          {quotes.isError ? (
            <Banner
              tone="critical"
              title={t('orders.ltl.loadError')}
              description={failureText(t, quotes.error)}
            />
          ) : null}
          {quotes.data && items.length === 0 ? <Text tone="secondary">{t('orders.ltl.none')}</Text> : null}
          {items.length > 0 ? (
            <RadioGroup
              label={t('orders.ltl.quotes')}
              value={chosen}
              onChange={setCarrierId}
              options={items.map((q) => ({
                value: q.carrierId,
                label:
                  q.serviceDays === null
                    ? t('orders.ltl.quoteNoDays', {
                        carrier: q.carrierName,
                        amount: format.formatMoney(q.amount),
                      })
                    : t('orders.ltl.quote', {
                        carrier: q.carrierName,
                        amount: format.formatMoney(q.amount),
                        days: q.serviceDays,
                      }),
              }))}
            />
          ) : null}
          <DialogActions
            label={t('orders.ltl.send')}
            busy={book.isPending}
            onCancel={() => {
              setOpen(false);
            }}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
