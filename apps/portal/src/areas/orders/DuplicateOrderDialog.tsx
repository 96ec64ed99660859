import type { Order } from '@freightkit/api';
import { useDuplicateOrder } from '@freightkit/api/react';
import { orderCopiesProblemKeys, orderCopiesRange, orderCopyShiftRange } from '@freightkit/domain';
import { Banner, Button, Dialog, NumberField, Stack, useI18n } from '@freightkit/ui';
import { useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotices } from '../../app/notifications.tsx';
import { failureText, fieldFailureTexts, problemTextsIn } from '../common/failureText.ts';
import { orderListPath } from './paths.ts';
import { DialogActions } from './DialogActions.tsx';

/**
 * "Duplicate" on an order (spec 2 §2 "duplicate (a number of copies)", ADR 047): the broker says how
 * many copies, one to twenty, and how many days apart (0 keeps the dates, 1 a daily lane, 7 a weekly
 * one); each is a new Open order with the same customer, freight and stops, its times moved. On
 * success the notice names the new orders and the broker lands on the list, where they head it. The
 * number is checked by domain's rule before sending; the back end's refusal stays in the dialog.
 */
export function DuplicateOrderDialog({ order }: { readonly order: Order }) {
  const { t } = useI18n();
  const notices = useNotices();
  const navigate = useNavigate();
  const duplicate = useDuplicateOrder();
  const [open, setOpen] = useState(false);
  const [copies, setCopies] = useState<number | null>(1);
  const [shiftDays, setShiftDays] = useState<number | null>(0);
  const [problems, setProblems] = useState<Partial<Record<'copies' | 'shiftDays', string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = problemTextsIn(t, orderCopiesProblemKeys(copies ?? Number.NaN, shiftDays ?? 0));
    setProblems(found);
    setRefusal(null);
    if (Object.keys(found).length > 0 || copies === null) return;
    duplicate
      .mutateAsync({ orderNumber: order.orderNumber, body: { copies, shiftDays: shiftDays ?? 0 } })
      .then(
        ({ orderNumbers }) => {
          notices.success(
            t('orders.duplicate.done', { count: orderNumbers.length, numbers: orderNumbers.join(', ') }),
          );
          setOpen(false);
          void navigate(orderListPath());
        },
        (error: unknown) => {
          const onFields = fieldFailureTexts(t, error);
          const onField = { copies: onFields['copies']?.[0], shiftDays: onFields['shiftDays']?.[0] };
          if (onField.copies || onField.shiftDays)
            setProblems(Object.fromEntries(Object.entries(onField).filter(([, text]) => text)));
          else setRefusal(failureText(t, error));
        },
      );
  };

  return (
    <Dialog
      title={t('orders.duplicate.title', { number: order.orderNumber })}
      description={t('orders.duplicate.description')}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setProblems({});
          setRefusal(null);
        }
      }}
      trigger={<Button variant="secondary">{t('orders.duplicate.open')}</Button>}
    >
      <form onSubmit={send} noValidate>
        <Stack space="md">
          {refusal ? (
            <Banner tone="critical" title={t('orders.duplicate.refused')} description={refusal} />
          ) : null}
          <NumberField
            label={t('orders.duplicate.copies')}
            description={t('orders.duplicate.copiesHint', {
              min: String(orderCopiesRange.min),
              max: String(orderCopiesRange.max),
            })}
            min={orderCopiesRange.min}
            max={orderCopiesRange.max}
            value={copies}
            onChange={setCopies}
            error={problems.copies}
          />
          <NumberField
            label={t('orders.duplicate.shiftDays')}
            description={t('orders.duplicate.shiftDaysHint', { number: order.orderNumber })}
            min={orderCopyShiftRange.min}
            max={orderCopyShiftRange.max}
            value={shiftDays}
            onChange={setShiftDays}
            error={problems.shiftDays}
          />
          <DialogActions
            label={t('orders.duplicate.send')}
            busy={duplicate.isPending}
            onCancel={() => {
              setOpen(false);
            }}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
