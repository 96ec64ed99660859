import type { Order } from '@freightkit/api';
import { useDuplicateOrder } from '@freightkit/api/react';
import { orderCopiesProblemKeys, orderCopiesRange } from '@freightkit/domain';
import { Banner, Button, Dialog, NumberField, Stack, useI18n } from '@freightkit/ui';
import { useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotices } from '../../app/notifications.tsx';
import { failureText, fieldFailureTexts, problemTextsIn } from '../common/failureText.ts';
import { orderListPath } from './paths.ts';
import { DialogActions } from './DialogActions.tsx';

/**
 * "Duplicate" on an order (spec 2 §2 "duplicate (a number of copies)", ADR 047): the broker says how
 * many copies, one to twenty; each is a new Open order with the same customer, freight and stops. On
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
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = problemTextsIn(t, orderCopiesProblemKeys(copies ?? Number.NaN)).copies ?? null;
    setProblem(found);
    setRefusal(null);
    if (found || copies === null) return;
    duplicate.mutateAsync({ orderNumber: order.orderNumber, body: { copies } }).then(
      ({ orderNumbers }) => {
        notices.success(
          t('orders.duplicate.done', { count: orderNumbers.length, numbers: orderNumbers.join(', ') }),
        );
        setOpen(false);
        void navigate(orderListPath());
      },
      (error: unknown) => {
        const onField = fieldFailureTexts(t, error)['copies']?.[0];
        if (onField) setProblem(onField);
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
          setProblem(null);
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
            error={problem ?? undefined}
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
