import { usePreloadStop } from '@freightkit/api/react';
import { msg, renderMessage } from '@freightkit/domain';
import { TextField, useI18n, zonedTimeParts, type TimelineStop } from '@freightkit/ui';
import { useState } from 'react';
import { useNotices } from '../../../app/notifications.tsx';
import { withUserError } from './failureText.ts';
import { StopForm, StopTimeRow, timeInputOf, useStopFormSubmit, type TimeDraft } from './StopDialog.tsx';

/** Props of {@link PreloadForm}. */
export interface PreloadFormProps {
  readonly shipmentId: string;
  /** The pickup stop. */
  readonly stop: TimelineStop;
  /** The zone its time is entered in (the stop's own). */
  readonly zone: string;
  /** Called when the form is done (saved or cancelled). */
  readonly onClose: () => void;
}

/**
 * Records a preload at a pickup stop: the trailer loaded ahead of pickup and when, entered in the
 * stop's zone (starting at now there). Success shows the spec's 'Stop preload recorded'; a refusal
 * (e.g. the load is past pickup) stays in the form with what was typed.
 */
export function PreloadForm({ shipmentId, stop, zone, onClose }: PreloadFormProps) {
  const { t } = useI18n();
  const notices = useNotices();
  const preload = usePreloadStop();
  // Starts at "now" in the stop's zone: a preload is usually recorded as it happens.
  const [time, setTime] = useState<TimeDraft>(
    () => zonedTimeParts(new Date().toISOString(), zone) ?? { date: '', hour: null, minute: null },
  );
  const [trailer, setTrailer] = useState('');
  const form = useStopFormSubmit(onClose);
  const at = timeInputOf(time, zone);
  const trailerNumber = trailer.trim();

  return (
    <StopForm
      state={form}
      submitLabel={t('shipmentDetail.preload.save')}
      onCancel={onClose}
      onSubmit={(event) => {
        form.submit(event, at !== undefined && trailerNumber !== '', async () => {
          if (!at) return;
          const body = { trailerNumber, preloadedAt: at };
          await withUserError(t, preload.mutateAsync({ id: shipmentId, stopId: String(stop.id), body }));
          notices.success(renderMessage(t, msg('shipments.preloadRecorded')));
        });
      }}
    >
      <TextField
        label={t('shipmentDetail.preload.trailer')}
        required
        value={trailer}
        onChange={setTrailer}
        error={
          form.tried && trailerNumber === ''
            ? t('auth.validation.required', { field: t('shipmentDetail.preload.trailer') })
            : undefined
        }
      />
      <StopTimeRow
        draft={time}
        onChange={setTime}
        labels={{
          date: t('kit.appointment.date'),
          hour: t('kit.appointment.hour'),
          minute: t('kit.appointment.minute'),
        }}
        invalid={form.tried && at === undefined}
      />
    </StopForm>
  );
}
