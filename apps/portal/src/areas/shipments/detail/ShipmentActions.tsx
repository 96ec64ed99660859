import type { Shipment } from '@freightkit/api';
import { useQuickClosure, useUpdateShipmentStatus } from '@freightkit/api/react';
import {
  canChangeShipmentStatus,
  msg,
  renderMessage,
  ShipmentStatus,
  shipmentStatuses,
  shipmentStatusTransitions,
} from '@freightkit/domain';
import { Button, Dialog, Menu, MenuItem, MenuSeparator, useI18n } from '@freightkit/ui';
import { useState } from 'react';
import { useNotices } from '../../../app/notifications.tsx';
import * as styles from './detail.css.ts';
import { failureText } from './failureText.ts';

type Pending = { kind: 'status'; to: ShipmentStatus } | { kind: 'quickClosure' } | null;

/**
 * The shipment's actions: a status change to each status domain's transitions allow from the
 * current one (nothing else is offered), and quick closure when Delivered is one of them. Each asks
 * for confirmation in a dialog; success and failure show as notices.
 */
export function ShipmentActions({ shipment }: { shipment: Shipment }) {
  const { t } = useI18n();
  const notices = useNotices();
  const updateStatus = useUpdateShipmentStatus();
  const quickClosure = useQuickClosure();
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  const from = shipment.shipmentStatus;
  const number = shipment.shipmentNumber;
  const statusText = (status: number) => {
    const key = shipmentStatuses.messageKey(status);
    return key ? t(key) : String(status);
  };
  const nextStatuses = shipmentStatusTransitions[from];
  const canClose = canChangeShipmentStatus(from, ShipmentStatus.Delivered);
  const busy = updateStatus.isPending || quickClosure.isPending;

  const close = () => {
    setPending(null);
    setError(null);
  };

  const confirm = () => {
    if (!pending) return;
    setError(null);
    if (pending.kind === 'quickClosure') {
      quickClosure.mutate(
        { id: shipment.id },
        {
          onSuccess: () => {
            notices.success(t('shipmentDetail.quickClosure.done', { number }));
            close();
          },
          onError: (e) => {
            setError(failureText(t, e));
          },
        },
      );
      return;
    }
    const to = pending.to;
    updateStatus.mutate(
      { id: shipment.id, status: to },
      {
        onSuccess: () => {
          // Voiding has the spec's own notice (spec 1 §8 "voided").
          notices.success(
            to === ShipmentStatus.Voided
              ? renderMessage(t, msg('shipments.voided', { number }))
              : t('shipmentDetail.status.changed', { number, status: statusText(to) }),
          );
          close();
        },
        onError: (e) => {
          setError(failureText(t, e));
        },
      },
    );
  };

  return (
    <>
      <Menu trigger={<Button variant="secondary">{t('shipmentDetail.actions')}</Button>}>
        {nextStatuses.length === 0 ? (
          <MenuItem disabled>{t('shipmentDetail.actions.none', { status: statusText(from) })}</MenuItem>
        ) : (
          nextStatuses.map((to) => (
            <MenuItem
              key={to}
              tone={to === ShipmentStatus.Voided ? 'critical' : 'neutral'}
              onSelect={() => {
                setPending({ kind: 'status', to });
              }}
            >
              {t('shipmentDetail.actions.changeStatus', { status: statusText(to) })}
            </MenuItem>
          ))
        )}
        {canClose ? (
          <>
            <MenuSeparator />
            <MenuItem
              onSelect={() => {
                setPending({ kind: 'quickClosure' });
              }}
            >
              {t('shipmentDetail.actions.quickClosure')}
            </MenuItem>
          </>
        ) : null}
      </Menu>
      <Dialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        size="small"
        title={
          pending?.kind === 'status'
            ? t('shipmentDetail.status.confirmTitle', { status: statusText(pending.to) })
            : t('shipmentDetail.quickClosure.title', { number })
        }
        description={
          pending?.kind === 'status'
            ? t('shipmentDetail.status.confirmBody', {
                number,
                from: statusText(from),
                status: statusText(pending.to),
              })
            : t('shipmentDetail.quickClosure.body')
        }
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('shipmentDetail.cancel')}
            </Button>
            <Button loading={busy} onClick={confirm}>
              {pending?.kind === 'quickClosure'
                ? t('shipmentDetail.quickClosure.confirm')
                : t('shipmentDetail.status.confirm')}
            </Button>
          </>
        }
      >
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </Dialog>
    </>
  );
}
