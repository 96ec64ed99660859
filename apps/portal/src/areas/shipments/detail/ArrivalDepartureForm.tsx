import type { StopTimeInput } from '@freightkit/domain';
import { Checkbox, Stack, useI18n, zonedTimeParts, type TimelineStop } from '@freightkit/ui';
import { useId, useState } from 'react';
import * as styles from './detail.css.ts';
import { StopForm, StopTimeRow, timeInputOf, useStopFormSubmit, type TimeDraft } from './StopDialog.tsx';

/** What the dialog saves: each time in the stop's zone, or `null` when it has not happened yet. */
export interface ArrivalDepartureValue {
  readonly arrival: StopTimeInput | null;
  readonly departure: StopTimeInput | null;
}

/** Props of {@link ArrivalDepartureForm}. */
export interface ArrivalDepartureFormProps {
  /** The stop being updated. */
  readonly stop: TimelineStop;
  /** The zone its times are entered in (the stop's own). */
  readonly zone: string;
  /** Called when the form is done (saved or cancelled). */
  readonly onClose: () => void;
  /** Saves the times; the dialog closes when it resolves and shows the rejection's message otherwise. */
  readonly onSave: (value: ArrivalDepartureValue) => Promise<void>;
}

/** A time that may not have happened yet ("Not yet" ticked). */
interface MaybeTime extends TimeDraft {
  readonly set: boolean;
}

const draftOf = (instant: string | null | undefined, zone: string): MaybeTime => {
  const parts = instant ? zonedTimeParts(instant, zone) : null;
  return parts ? { set: true, ...parts } : { set: false, date: '', hour: null, minute: null };
};

/** `null` when not set, `undefined` when set but not a valid time. */
const inputOf = (draft: MaybeTime, zone: string) => (draft.set ? timeInputOf(draft, zone) : null);

function TimeFields({
  legend,
  draft,
  onChange,
  invalid,
}: {
  legend: string;
  draft: MaybeTime;
  onChange: (draft: MaybeTime) => void;
  invalid: boolean;
}) {
  const { t } = useI18n();
  const legendId = useId();
  return (
    <Stack as="fieldset" space="sm" aria-labelledby={legendId}>
      <legend id={legendId} className={styles.legend}>
        {legend}
      </legend>
      <Checkbox
        label={t('shipmentDetail.arrival.notYet')}
        checked={!draft.set}
        onChange={(notYet) => {
          onChange({ ...draft, set: !notYet });
        }}
      />
      <StopTimeRow
        draft={draft}
        onChange={(time) => {
          onChange({ ...draft, ...time });
        }}
        labels={{
          date: t('shipmentDetail.arrival.date', { which: legend }),
          hour: t('shipmentDetail.arrival.hour', { which: legend }),
          minute: t('shipmentDetail.arrival.minute', { which: legend }),
        }}
        invalid={invalid}
        disabled={!draft.set}
      />
    </Stack>
  );
}

/**
 * Records when the driver arrived at and departed from a stop, entered in the STOP's time zone (the
 * {@link StopDialog} names it) and checked by the domain's stop-time rule; either may be left
 * "Not yet". A refused save keeps what was typed and shows why.
 */
export function ArrivalDepartureForm({ stop, zone, onClose, onSave }: ArrivalDepartureFormProps) {
  const { t } = useI18n();
  const [arrival, setArrival] = useState(() => draftOf(stop.arrival, zone));
  const [departure, setDeparture] = useState(() => draftOf(stop.departure, zone));
  const form = useStopFormSubmit(onClose);
  const arrivalInput = inputOf(arrival, zone);
  const departureInput = inputOf(departure, zone);

  return (
    <StopForm
      state={form}
      submitLabel={t('shipmentDetail.arrival.save')}
      onCancel={onClose}
      onSubmit={(event) => {
        form.submit(event, arrivalInput !== undefined && departureInput !== undefined, () =>
          onSave({ arrival: arrivalInput ?? null, departure: departureInput ?? null }),
        );
      }}
    >
      <TimeFields
        legend={t('shipmentDetail.arrival.arrived')}
        draft={arrival}
        onChange={setArrival}
        invalid={form.tried && arrivalInput === undefined}
      />
      <TimeFields
        legend={t('shipmentDetail.arrival.departed')}
        draft={departure}
        onChange={setDeparture}
        invalid={form.tried && departureInput === undefined}
      />
    </StopForm>
  );
}
