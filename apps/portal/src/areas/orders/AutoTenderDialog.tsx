import { useAutoTenderSettings, useSaveAutoTender, useTenderCarriers } from '@freightkit/api/react';
import { autoTenderStatuses, shipmentStatuses, type AutoTenderStatus } from '@freightkit/domain';
import { Banner, Button, Checkbox, Dialog, Select, Stack, Text, useI18n } from '@freightkit/ui';
import { useState, type SyntheticEvent } from 'react';
import { useNotices } from '../../app/notifications.tsx';
import { failureText, fieldFailureTexts } from '../common/failureText.ts';
import { DialogActions } from './DialogActions.tsx';

/**
 * "Automatic tendering" on the orders list (spec 1 §4 "automatic tendering can be switched on or off by
 * status"; ADR 052): a switch per status a shipment made from orders walks (Draft, Ready to Book) and the
 * carrier tenders go to. The back end refuses a status switched on without a carrier, said on the field.
 */
export function AutoTenderDialog() {
  const { t } = useI18n();
  const notices = useNotices();
  const [open, setOpen] = useState(false);
  const settings = useAutoTenderSettings(open);
  const carriers = useTenderCarriers(open);
  const save = useSaveAutoTender();
  const [edits, setEdits] = useState<Partial<Record<AutoTenderStatus, boolean>>>({});
  const [carrierEdit, setCarrierEdit] = useState<string | null>(null);
  const [carrierError, setCarrierError] = useState<string | undefined>(undefined);
  const [refusal, setRefusal] = useState<string | null>(null);

  const stored = settings.data;
  const enabled = (status: AutoTenderStatus) =>
    edits[status] ?? stored?.statuses.find((s) => s.status.value === status)?.enabled ?? false;
  const carrierId = carrierEdit ?? stored?.carrier?.id ?? '';

  const close = () => {
    setOpen(false);
    setEdits({});
    setCarrierEdit(null);
    setCarrierError(undefined);
    setRefusal(null);
  };

  const send = (event: SyntheticEvent) => {
    event.preventDefault();
    setCarrierError(undefined);
    setRefusal(null);
    save
      .mutateAsync({
        statuses: autoTenderStatuses.map((status) => ({ status, enabled: enabled(status) })),
        carrierId: carrierId === '' ? null : carrierId,
      })
      .then(
        () => {
          notices.success(t('orders.autoTender.saved'));
          close();
        },
        (error: unknown) => {
          const onCarrier = fieldFailureTexts(t, error)['carrierId']?.[0];
          if (onCarrier) setCarrierError(onCarrier);
          else setRefusal(failureText(t, error));
        },
      );
  };

  return (
    <Dialog
      title={t('orders.autoTender.title')}
      description={t('orders.autoTender.description')}
      open={open}
      onOpenChange={(next) => {
        if (next) setOpen(true);
        else close();
      }}
      trigger={<Button variant="secondary">{t('orders.autoTender.open')}</Button>}
    >
      <form onSubmit={send} noValidate>
        <Stack space="md">
          {refusal ? (
            <Banner tone="critical" title={t('orders.autoTender.refused')} description={refusal} />
          ) : null}
          {settings.isPending ? <Text tone="secondary">{t('orders.autoTender.loading')}</Text> : null}
          {settings.isError ? (
            <Banner
              tone="critical"
              title={t('orders.autoTender.loadError')}
              description={failureText(t, settings.error)}
            />
          ) : null}
          {stored ? (
            <>
              {autoTenderStatuses.map((status) => (
                <Checkbox
                  key={status}
                  label={t('orders.autoTender.status', {
                    status: t(shipmentStatuses.messageKey(status) ?? 'errors.unknown'),
                  })}
                  checked={enabled(status)}
                  onChange={(on) => {
                    setEdits((current) => ({ ...current, [status]: on }));
                  }}
                />
              ))}
              <Select
                label={t('orders.autoTender.carrier')}
                placeholder={t('orders.autoTender.noCarrier')}
                options={[
                  { value: '', label: t('orders.autoTender.noCarrier') },
                  ...(carriers.data ?? []).map((c) => ({ value: c.id, label: c.name })),
                ]}
                value={carrierId}
                onChange={setCarrierEdit}
                error={carrierError}
              />
            </>
          ) : null}
          <DialogActions label={t('orders.autoTender.save')} busy={save.isPending} onCancel={close} />
        </Stack>
      </form>
    </Dialog>
  );
}
