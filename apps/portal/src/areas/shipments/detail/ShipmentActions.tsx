import type { Shipment } from '@freightkit/api';
import {
  useQuickClosure,
  useReportProblem,
  useRescindBooking,
  useUpdateShipmentStatus,
} from '@freightkit/api/react';
import {
  canQuickCloseShipment,
  canReportShipmentProblem,
  canRescindShipmentBooking,
  msg,
  offeredStatusChanges,
  renderMessage,
  rescindReleasesShipment,
  ShipmentProblemType,
  ShipmentStatus,
  shipmentStatuses,
} from '@freightkit/domain';
import { Button, Dialog, Menu, MenuItem, MenuSeparator, Spinner, TextField, useI18n } from '@freightkit/ui';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotices } from '../../../app/notifications.tsx';
import { useCurrentUser } from '../../../app/session/SessionProvider.tsx';
import * as styles from './detail.css.ts';
import { failureText } from './failureText.ts';

/** Where a carrier lands after giving a broker's load back (the shipment lists). */
const shipmentListPath = '/all-shipments';

/** Loads the problem report's fields (their select is the kit's Ariakit select) when the dialog first needs them. */
const loadProblemFields = () => import('./ShipmentProblemFields.tsx');
const ShipmentProblemFields = lazy(loadProblemFields);

type Pending =
  | { kind: 'status'; to: ShipmentStatus }
  | { kind: 'quickClosure' }
  | { kind: 'rescind' }
  | { kind: 'problem' }
  | null;

/**
 * The shipment's actions, each offered only where domain allows this user on this load (the back end
 * asks the same functions): the status changes of offeredStatusChanges (no voiding once the load
 * moves, road changes only for a driver), quick closure (canQuickCloseShipment), rescinding a booking
 * (canRescindShipmentBooking) and reporting a problem (canReportShipmentProblem; a back end that still
 * refuses says why in the dialog). Each opens a dialog; success shows as a notice, a refusal stays in
 * the dialog with what was typed.
 */
export function ShipmentActions({ shipment }: { shipment: Shipment }) {
  const { t } = useI18n();
  const notices = useNotices();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const updateStatus = useUpdateShipmentStatus();
  const quickClosure = useQuickClosure();
  const rescind = useRescindBooking();
  const reportProblem = useReportProblem();
  const [pending, setPending] = useState<Pending>(null);
  const [reason, setReason] = useState('');
  const [problemType, setProblemType] = useState<ShipmentProblemType>(ShipmentProblemType.Delay);
  const [problemText, setProblemText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const from = shipment.shipmentStatus;
  const number = shipment.shipmentNumber;
  const statusText = (status: number) => {
    const key = shipmentStatuses.messageKey(status);
    return key ? t(key) : String(status);
  };
  // A booked load goes back to Ready to Book through "Rescind booking", not a bare status change.
  const facts = { status: from };
  const canRescind = canRescindShipmentBooking(user, facts);
  const nextStatuses = offeredStatusChanges(user, facts);
  const canClose = canQuickCloseShipment(user, facts);
  const canProblem = canReportShipmentProblem(user, facts);
  const busy =
    updateStatus.isPending || quickClosure.isPending || rescind.isPending || reportProblem.isPending;

  const close = () => {
    setPending(null);
    setError(null);
    setReason('');
    setProblemText('');
  };

  const fail = (e: unknown) => {
    setError(failureText(t, e));
  };

  function dialogTexts(): { title: string; description?: string; confirm: string } {
    switch (pending?.kind) {
      case 'status':
        return {
          title: t('shipmentDetail.status.confirmTitle', { status: statusText(pending.to) }),
          description: t('shipmentDetail.status.confirmBody', {
            number,
            from: statusText(from),
            status: statusText(pending.to),
          }),
          confirm: t('shipmentDetail.status.confirm'),
        };
      case 'rescind':
        return {
          title: t('shipmentDetail.rescind.title', { number }),
          description: t('shipmentDetail.rescind.body'),
          confirm: t('shipmentDetail.rescind.confirm'),
        };
      case 'problem':
        return {
          title: t('shipmentDetail.problem.title', { number }),
          confirm: t('shipmentDetail.problem.submit'),
        };
      default:
        return {
          title: t('shipmentDetail.quickClosure.title', { number }),
          description: t('shipmentDetail.quickClosure.body'),
          confirm: t('shipmentDetail.quickClosure.confirm'),
        };
    }
  }

  const confirm = () => {
    if (!pending) return;
    setError(null);
    if (pending.kind === 'rescind') {
      rescind.mutate(
        { id: shipment.id, body: reason.trim() ? { reason: reason.trim() } : {} },
        {
          onSuccess: (rescinded) => {
            notices.success(renderMessage(t, msg('shipments.rescinded', { number })));
            close();
            // A broker's load goes back to its broker: this page could no longer be read, so the
            // carrier returns to its list rather than meeting 'Unable to access shipment'.
            if (rescindReleasesShipment(rescinded)) void navigate(shipmentListPath, { replace: true });
          },
          onError: fail,
        },
      );
      return;
    }
    if (pending.kind === 'problem') {
      reportProblem.mutate(
        { id: shipment.id, body: { type: problemType, description: problemText } },
        {
          onSuccess: () => {
            notices.success(t('shipmentDetail.problem.reported', { number }));
            close();
          },
          onError: fail,
        },
      );
      return;
    }
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

  const texts = dialogTexts();

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
        {canRescind || canProblem || canClose ? <MenuSeparator /> : null}
        {canRescind ? (
          <MenuItem
            tone="critical"
            onSelect={() => {
              setPending({ kind: 'rescind' });
            }}
          >
            {t('shipmentDetail.actions.rescind')}
          </MenuItem>
        ) : null}
        {canProblem ? (
          <MenuItem
            onSelect={() => {
              void loadProblemFields().catch(() => undefined);
              setPending({ kind: 'problem' });
            }}
          >
            {t('shipmentDetail.actions.reportProblem')}
          </MenuItem>
        ) : null}
        {canClose ? (
          <>
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
        title={texts.title}
        description={texts.description}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('shipmentDetail.cancel')}
            </Button>
            <Button loading={busy} onClick={confirm}>
              {texts.confirm}
            </Button>
          </>
        }
      >
        {pending?.kind === 'rescind' ? (
          <TextField
            label={t('shipmentDetail.rescind.reason')}
            value={reason}
            onChange={setReason}
            rows={3}
          />
        ) : null}
        {pending?.kind === 'problem' ? (
          <Suspense fallback={<Spinner label={t('portal.loading')} />}>
            <ShipmentProblemFields
              type={problemType}
              onTypeChange={setProblemType}
              description={problemText}
              onDescriptionChange={setProblemText}
            />
          </Suspense>
        ) : null}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </Dialog>
    </>
  );
}
