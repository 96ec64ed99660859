import type { DockSchedule, Location } from '@freightkit/api';
import { useDeleteDockSchedule, useDeleteLocation } from '@freightkit/api/react';
import { locationNotificationMs } from '@freightkit/domain';
import { Banner, Button, Dialog, Inline, useI18n } from '@freightkit/ui';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotices } from '../../app/notifications.tsx';
import { failureText } from '../common/failureText.ts';
import { locationListPath } from './paths.ts';

/** Props of the confirmation both deletes share. */
interface ConfirmDeleteProps {
  readonly title: string;
  readonly description: string;
  readonly confirmLabel: string;
  /** Deletes; a rejection's text (the back end's, in the user's language) stays in the dialog. */
  readonly onConfirm: () => Promise<unknown>;
  readonly onOpenChange: (open: boolean) => void;
  readonly busy: boolean;
}

/**
 * Asks before deleting, in an alert dialog whose first focus is Cancel (the safe choice). A refusal,
 * such as a location that orders still stop at, shows the back end's sentence and keeps the dialog open.
 */
function ConfirmDelete({
  title,
  description,
  confirmLabel,
  onConfirm,
  onOpenChange,
  busy,
}: ConfirmDeleteProps) {
  const { t } = useI18n();
  const [refusal, setRefusal] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirm = () => {
    setRefusal(null);
    onConfirm().catch((error: unknown) => {
      setRefusal(failureText(t, error));
    });
  };
  let alert: ReactNode = null;
  if (refusal !== null)
    alert = <Banner tone="critical" title={t('locations.delete.refused')} description={refusal} />;
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      role="alertdialog"
      size="small"
      initialFocus={cancelRef}
      title={title}
      description={description}
      footer={
        <Inline space="sm" align="right">
          <Button
            ref={cancelRef}
            variant="secondary"
            onClick={() => {
              onOpenChange(false);
            }}
          >
            {t('locations.form.cancel')}
          </Button>
          <Button variant="critical" loading={busy} onClick={confirm}>
            {confirmLabel}
          </Button>
        </Inline>
      }
    >
      {alert}
    </Dialog>
  );
}

/** Props of {@link DeleteLocationDialog}. */
export interface DeleteLocationDialogProps {
  readonly location: Location;
  /** Called with `false` when the dialog closes without deleting. */
  readonly onOpenChange: (open: boolean) => void;
}

/**
 * Deletes a location with its dock schedules (ADR 051 amended), then says so and goes back to the list.
 * Orders not yet delivered that stop there keep it: the back end's 409 names them.
 */
export function DeleteLocationDialog({ location, onOpenChange }: DeleteLocationDialogProps) {
  const { t } = useI18n();
  const notices = useNotices();
  const navigate = useNavigate();
  const remove = useDeleteLocation();
  return (
    <ConfirmDelete
      title={t('locations.delete.title', { name: location.name, number: location.locationNumber })}
      description={t('locations.delete.description', { count: location.dockSchedules.length })}
      confirmLabel={t('locations.delete.confirm')}
      busy={remove.isPending}
      onOpenChange={onOpenChange}
      onConfirm={async () => {
        await remove.mutateAsync({ locationNumber: location.locationNumber });
        notices.success(
          t('locations.deleted', { number: location.locationNumber, name: location.name }),
          locationNotificationMs,
        );
        void navigate(locationListPath());
      }}
    />
  );
}

/** Props of {@link DeleteDockScheduleDialog}. */
export interface DeleteDockScheduleDialogProps {
  readonly location: Location;
  readonly schedule: DockSchedule;
  /** Called with `false` when the dialog closes (Cancel, Escape, or once deleted). */
  readonly onOpenChange: (open: boolean) => void;
}

/** Deletes one dock schedule of a location with its seven days, then says so. */
export function DeleteDockScheduleDialog({
  location,
  schedule,
  onOpenChange,
}: DeleteDockScheduleDialogProps) {
  const { t } = useI18n();
  const notices = useNotices();
  const remove = useDeleteDockSchedule();
  return (
    <ConfirmDelete
      title={t('locations.docks.deleteTitle', { name: schedule.name })}
      description={t('locations.docks.deleteDescription', { location: location.name })}
      confirmLabel={t('locations.docks.deleteConfirm')}
      busy={remove.isPending}
      onOpenChange={onOpenChange}
      onConfirm={async () => {
        await remove.mutateAsync({ locationNumber: location.locationNumber, scheduleId: schedule.id });
        notices.success(t('locations.docks.deleted', { name: schedule.name }), locationNotificationMs);
        onOpenChange(false);
      }}
    />
  );
}
