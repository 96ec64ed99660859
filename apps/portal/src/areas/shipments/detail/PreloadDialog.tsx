import { usePreloadStop } from '@freightkit/api/react';
import { msg, renderMessage, stopDateTime } from '@freightkit/domain';
import {
  Button,
  DateField,
  Dialog,
  NumberField,
  stopTimeZone,
  TextField,
  useI18n,
  zonedTimeParts,
  zoneAbbreviation,
  type TimelineStop,
} from '@freightkit/ui';
import { useState, type SyntheticEvent } from 'react';
import { useNotices } from '../../../app/notifications.tsx';
import * as styles from './detail.css.ts';
import { failureText } from './failureText.ts';

/** Props of {@link PreloadDialog}. */
export interface PreloadDialogProps {
  readonly shipmentId: string;
  /** The pickup stop, or `null` when closed. */
  readonly stop: TimelineStop | null;
  readonly stopNumber: number;
  readonly onClose: () => void;
}

function PreloadForm({
  shipmentId,
  stop,
  onClose,
}: Omit<PreloadDialogProps, 'stop' | 'stopNumber'> & { stop: TimelineStop }) {
  const { t } = useI18n();
  const notices = useNotices();
  const preload = usePreloadStop();
  const zone = stopTimeZone(stop) ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  // Starts at "now" in the stop's zone: a preload is usually recorded as it happens.
  const [now] = useState(() => zonedTimeParts(new Date().toISOString(), zone));
  const [trailer, setTrailer] = useState('');
  const [date, setDate] = useState(now?.date ?? '');
  const [hour, setHour] = useState<number | null>(now?.hour ?? null);
  const [minute, setMinute] = useState<number | null>(now?.minute ?? null);
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const at = { date, hour: hour ?? Number.NaN, minute: minute ?? Number.NaN };
  const timeValid = stopDateTime(at, zone) !== null;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setTried(true);
    if (!timeValid || trailer.trim() === '') return;
    setError(null);
    preload.mutate(
      { id: shipmentId, stopId: String(stop.id), body: { trailerNumber: trailer.trim(), preloadedAt: at } },
      {
        onSuccess: () => {
          notices.success(renderMessage(t, msg('shipments.preloadRecorded')));
          onClose();
        },
        onError: (e) => {
          setError(failureText(t, e));
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('shipmentDetail.preload.trailer')}
        required
        value={trailer}
        onChange={setTrailer}
        error={
          tried && trailer.trim() === ''
            ? t('auth.validation.required', { field: t('shipmentDetail.preload.trailer') })
            : undefined
        }
      />
      <div className={styles.timeRow}>
        <DateField
          label={t('kit.appointment.date')}
          value={date}
          onChange={setDate}
          error={tried && !timeValid ? t('shipmentDetail.arrival.invalid') : undefined}
        />
        <NumberField label={t('kit.appointment.hour')} value={hour} min={0} max={23} onChange={setHour} />
        <NumberField
          label={t('kit.appointment.minute')}
          value={minute}
          min={0}
          max={59}
          onChange={setMinute}
        />
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.stopActions}>
        <Button variant="secondary" onClick={onClose}>
          {t('shipmentDetail.cancel')}
        </Button>
        <Button type="submit" loading={preload.isPending}>
          {t('shipmentDetail.preload.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Records a preload at a pickup stop: the trailer loaded ahead of pickup and when, entered in the
 * stop's zone. Success shows the spec's 'Stop preload recorded'; a refusal (e.g. the load is past
 * pickup) stays in the dialog with what was typed.
 */
export function PreloadDialog({ shipmentId, stop, stopNumber, onClose }: PreloadDialogProps) {
  const { t } = useI18n();
  const zone = stop ? stopTimeZone(stop) : undefined;
  return (
    <Dialog
      open={stop !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('shipmentDetail.preload.title', { number: stopNumber })}
      description={
        zone
          ? t('shipmentDetail.arrival.description', { zone: `${zoneAbbreviation(zone)} (${zone})` })
          : undefined
      }
    >
      {stop ? <PreloadForm shipmentId={shipmentId} stop={stop} onClose={onClose} /> : null}
    </Dialog>
  );
}
