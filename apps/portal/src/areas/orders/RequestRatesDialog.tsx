import type { Order } from '@freightkit/api';
import { useRequestOrderRates, useTenderCarriers } from '@freightkit/api/react';
import { orderRateRequestMaxCarriers, orderRateRequestProblemKeys } from '@freightkit/domain';
import { Banner, Button, Checkbox, Dialog, Spinner, Stack, Text, useI18n } from '@freightkit/ui';
import { useId, useState, type SyntheticEvent } from 'react';
import { useNotices } from '../../app/notifications.tsx';
import { failureText, fieldFailureTexts, problemTextsIn } from '../common/failureText.ts';
import * as styles from './orders.css.ts';
import { DialogActions } from './DialogActions.tsx';
import { carrierDescription } from './TenderFields.tsx';

/**
 * "Request rates" on an Open or Planned order (ADR 043): the broker ticks one to ten carriers and sends
 * each a rate request, which lands in that carrier's /rates as Sent. domain's rule is asked before
 * sending and shown at the list; a refusal (a carrier already asked, the order tendered meanwhile)
 * stays in the dialog with the ticks kept.
 */
export function RequestRatesDialog({ order }: { readonly order: Order }) {
  const { t } = useI18n();
  const notices = useNotices();
  const [open, setOpen] = useState(false);
  const carriers = useTenderCarriers(open);
  const request = useRequestOrderRates();
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const problemId = useId();

  const send = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = problemTextsIn(t, orderRateRequestProblemKeys(chosen)).carrierIds ?? null;
    setProblem(found);
    setRefusal(null);
    if (found) return;
    request.mutateAsync({ orderNumber: order.orderNumber, body: { carrierIds: [...chosen] } }).then(
      (result) => {
        notices.success(
          t('orders.rates.sent', {
            count: chosen.length,
            number: result.shipmentNumber ?? '',
          }),
        );
        setChosen([]);
        setOpen(false);
      },
      (error: unknown) => {
        const onList = fieldFailureTexts(t, error)['carrierIds']?.[0];
        if (onList) setProblem(onList);
        else setRefusal(failureText(t, error));
      },
    );
  };

  return (
    <Dialog
      title={t('orders.rates.dialogTitle')}
      description={t('orders.rates.dialogDescription', {
        number: order.orderNumber,
        max: String(orderRateRequestMaxCarriers),
      })}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setProblem(null);
          setRefusal(null);
        }
      }}
      trigger={<Button variant="secondary">{t('orders.rates.request')}</Button>}
    >
      <form onSubmit={send} noValidate>
        <Stack space="md">
          {refusal ? (
            <Banner tone="critical" title={t('orders.rates.refused')} description={refusal} />
          ) : null}
          <fieldset className={styles.fieldset} aria-describedby={problem ? problemId : undefined}>
            <legend className={styles.legend}>{t('orders.rates.carriers')}</legend>
            {carriers.isPending ? (
              <Spinner label={t('orders.rates.loadingCarriers')} />
            ) : carriers.isError ? (
              <Banner
                tone="critical"
                title={t('orders.rates.carriersFailed')}
                description={failureText(t, carriers.error)}
              />
            ) : (
              <Stack space="xs">
                {carriers.data.map((carrier) => (
                  <Checkbox
                    key={carrier.id}
                    label={carrier.name}
                    description={carrierDescription(carrier)}
                    checked={chosen.includes(carrier.id)}
                    onChange={(checked) => {
                      setChosen((now) =>
                        checked ? [...now, carrier.id] : now.filter((id) => id !== carrier.id),
                      );
                    }}
                  />
                ))}
              </Stack>
            )}
            {problem ? (
              <Text id={problemId} tone="critical" role="alert">
                {problem}
              </Text>
            ) : null}
          </fieldset>
          <DialogActions
            label={t('orders.rates.send')}
            busy={request.isPending}
            onCancel={() => {
              setOpen(false);
            }}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
