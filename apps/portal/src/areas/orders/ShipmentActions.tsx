import type { Order } from '@freightkit/api';
import { useCreateShipmentFromOrder, useTenderCarriers } from '@freightkit/api/react';
import { canCreateShipmentFromOrder, parseMoney, renderAnswer } from '@freightkit/domain';
import { Banner, Button, Dialog, Inline, Stack, TextField, useI18n } from '@freightkit/ui';
import { useState, type SyntheticEvent } from 'react';
import { useNotices } from '../../app/notifications.tsx';
import { failureText, fieldFailureTexts } from '../common/failureText.ts';
import { DialogActions } from './DialogActions.tsx';
import { AlsoTenderFields, alsoTendered } from './AlsoTenderFields.tsx';
import { TenderFields } from './TenderFields.tsx';

/** Dollars as typed ('$2,150.00') → number, or `undefined` when not a number. */
const dollars = (text: string) => parseMoney(text) ?? undefined;

/**
 * "Create shipment" and "Create and tender" on an Open order (spec 1 §4 "an order can be turned into
 * a shipment and then tendered"): the first plans the order onto a shipment (reusing its draft one);
 * the second asks for the carrier, the line-haul rate and an optional max buy, and sends the carrier a
 * tender (it then sees it under Sent on /tenders), or several carriers at once, the first to accept
 * winning (ADR 059). The notices are the spec's 'Shipment {number}
 * Created!' and 'Shipment {number} successfully tendered' (spec 1 §8). Shown only while the order is Open.
 */
export function ShipmentActions({ order }: { readonly order: Order }) {
  const { t } = useI18n();
  const notices = useNotices();
  const create = useCreateShipmentFromOrder();
  const [open, setOpen] = useState(false);
  const carriers = useTenderCarriers(open);
  const [carrierId, setCarrierId] = useState('');
  // More carriers offered the load at the same time (ADR 059): the first to accept wins.
  const [alsoIds, setAlsoIds] = useState<readonly string[]>([]);
  const [rate, setRate] = useState('');
  const [maxBuy, setMaxBuy] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!canCreateShipmentFromOrder(order.status)) return null;

  const done = (
    result: {
      shipmentNumber: string;
      reusedDraft: boolean;
      tender?: { carrierNames?: string[] | undefined } | null | undefined;
    },
    tendered: boolean,
  ) => {
    // Automatic tendering (ADR 052) may have tendered a shipment created without one.
    const sent = tendered || (result.tender !== undefined && result.tender !== null);
    notices.success(t(sent ? 'shipments.tendered' : 'shipments.created', { number: result.shipmentNumber }));
    const names = result.tender?.carrierNames ?? [];
    if (names.length > 1)
      notices.success(
        t('orders.actions.tenderedToSeveral', { count: names.length, carriers: names.join(', ') }),
      );
    if (result.reusedDraft)
      notices.success(t('orders.actions.reusedDraft', { number: result.shipmentNumber }));
  };
  const fail = (error: unknown) => {
    const modelState = fieldFailureTexts(t, error);
    const onFields: Record<string, string> = {};
    const fields: Record<string, string> = {
      'tender.carrierId': 'carrier',
      'tender.rate': 'rate',
      'tender.carrierIds': 'also',
      maxBuy: 'maxBuy',
    };
    for (const [path, messages] of Object.entries(modelState)) {
      const field = fields[path];
      if (field && messages[0]) onFields[field] = messages[0];
    }
    setErrors(onFields);
    if (Object.keys(onFields).length === 0) setRefusal(failureText(t, error));
  };

  const tender = (event: SyntheticEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    const rateValue = dollars(rate);
    const maxBuyValue = maxBuy.trim() === '' ? null : dollars(maxBuy);
    if (carrierId === '') problems.carrier = t('orders.actions.chooseCarrier');
    if (rateValue === undefined || rateValue <= 0) problems.rate = t('orders.actions.enterRate');
    if (maxBuyValue === undefined || (maxBuyValue !== null && maxBuyValue <= 0))
      problems.maxBuy = t('orders.actions.enterRate');
    const { also, problem: alsoProblem } = alsoTendered(carrierId, alsoIds);
    if (alsoProblem) problems.also = renderAnswer(t, alsoProblem) ?? '';
    setErrors(problems);
    setRefusal(null);
    if (Object.keys(problems).length > 0 || rateValue === undefined) return;
    create
      .mutateAsync({
        orderNumber: order.orderNumber,
        body: {
          maxBuy: maxBuyValue ?? null,
          tender: {
            carrierId,
            ...(also.length > 0 ? { carrierIds: also } : {}),
            rate: rateValue,
          },
        },
      })
      .then((result) => {
        done(result, true);
        setOpen(false);
      }, fail);
  };

  return (
    <Inline space="sm">
      <Button
        variant="secondary"
        loading={create.isPending && !open}
        onClick={() => {
          setRefusal(null);
          create.mutateAsync({ orderNumber: order.orderNumber, body: {} }).then((result) => {
            done(result, false);
          }, fail);
        }}
      >
        {t('orders.actions.createShipment')}
      </Button>
      <Dialog
        title={t('orders.actions.dialogTitle')}
        description={t('orders.actions.dialogDescription', { number: order.orderNumber })}
        open={open}
        onOpenChange={setOpen}
        trigger={<Button>{t('orders.actions.createAndTender')}</Button>}
      >
        <form onSubmit={tender} noValidate>
          <Stack space="md">
            {refusal ? (
              <Banner tone="critical" title={t('orders.actions.refused')} description={refusal} />
            ) : null}
            <TenderFields
              carriers={carriers.data}
              carrierId={carrierId}
              onCarrierChange={setCarrierId}
              rate={rate}
              onRateChange={setRate}
              errors={{ carrier: errors['carrier'], rate: errors['rate'] }}
            />
            <AlsoTenderFields
              carriers={carriers.data}
              carrierId={carrierId}
              alsoIds={alsoIds}
              onAlsoIdsChange={setAlsoIds}
              error={errors['also']}
            />
            <TextField
              label={t('orders.actions.maxBuy')}
              description={t('orders.actions.maxBuyHint')}
              inputMode="decimal"
              value={maxBuy}
              onChange={setMaxBuy}
              error={errors.maxBuy}
            />
            <DialogActions
              label={t('orders.actions.send')}
              busy={create.isPending}
              onCancel={() => {
                setOpen(false);
              }}
            />
          </Stack>
        </form>
      </Dialog>
      {refusal && !open ? (
        <Banner tone="critical" title={t('orders.actions.refused')} description={refusal} />
      ) : null}
    </Inline>
  );
}
