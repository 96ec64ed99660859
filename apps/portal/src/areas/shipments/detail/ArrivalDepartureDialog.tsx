import { stopDateTime, type StopTimeInput } from '@freightkit/domain';
import {
  Button,
  Checkbox,
  DateField,
  Dialog,
  NumberField,
  stopTimeZone,
  useI18n,
  zonedTimeParts,
  zoneAbbreviation,
  type TimelineStop,
} from '@freightkit/ui';
import { useId, useState, type SyntheticEvent } from 'react';
import * as styles from './detail.css.ts';

/** What the dialog saves: each time in the stop's zone, or `null` when it has not happened yet. */
export interface ArrivalDepartureValue {
  readonly arrival: StopTimeInput | null;
  readonly departure: StopTimeInput | null;
}

/** Props of {@link ArrivalDepartureDialog}. */
export interface ArrivalDepartureDialogProps {
  /** The stop being updated, or `null` when the dialog is closed. */
  readonly stop: TimelineStop | null;
  /** The stop's position, from 1. */
  readonly stopNumber: number;
  /** Called when the dialog closes. */
  readonly onClose: () => void;
  /** Saves the times; the dialog closes when it resolves and shows the rejection's message otherwise. */
  readonly onSave: (value: ArrivalDepartureValue) => Promise<void>;
}

interface TimeDraft {
  readonly set: boolean;
  readonly date: string;
  readonly hour: number | null;
  readonly minute: number | null;
}

const draftOf = (instant: string | null | undefined, zone: string): TimeDraft => {
  const parts = instant ? zonedTimeParts(instant, zone) : null;
  return parts ? { set: true, ...parts } : { set: false, date: '', hour: null, minute: null };
};

/** A draft as the call's stop-time input, `null` when not set; `undefined` when it is not a valid time. */
const inputOf = (draft: TimeDraft, zone: string): StopTimeInput | null | undefined => {
  if (!draft.set) return null;
  const input = { date: draft.date, hour: draft.hour ?? Number.NaN, minute: draft.minute ?? Number.NaN };
  // The spec's stop-time rule (spec 1 §5) decides what a valid date, hour and minute are.
  return stopDateTime(input, zone) === null ? undefined : input;
};

function TimeFields({
  legend,
  draft,
  onChange,
  invalid,
}: {
  legend: string;
  draft: TimeDraft;
  onChange: (draft: TimeDraft) => void;
  invalid: boolean;
}) {
  const { t } = useI18n();
  const legendId = useId();
  return (
    <fieldset className={styles.fieldset} aria-labelledby={legendId}>
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
      <div className={styles.timeRow}>
        <DateField
          label={t('shipmentDetail.arrival.date', { which: legend })}
          value={draft.date}
          disabled={!draft.set}
          error={invalid ? t('shipmentDetail.arrival.invalid') : undefined}
          onChange={(date) => {
            onChange({ ...draft, date });
          }}
        />
        <NumberField
          label={t('shipmentDetail.arrival.hour', { which: legend })}
          value={draft.hour}
          min={0}
          max={23}
          disabled={!draft.set}
          onChange={(hour) => {
            onChange({ ...draft, hour });
          }}
        />
        <NumberField
          label={t('shipmentDetail.arrival.minute', { which: legend })}
          value={draft.minute}
          min={0}
          max={59}
          disabled={!draft.set}
          onChange={(minute) => {
            onChange({ ...draft, minute });
          }}
        />
      </div>
    </fieldset>
  );
}

function ArrivalDepartureForm({
  stop,
  onClose,
  onSave,
}: Omit<ArrivalDepartureDialogProps, 'stop' | 'stopNumber'> & { stop: TimelineStop }) {
  const { t } = useI18n();
  const formId = useId();
  const zone = stopTimeZone(stop) ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [arrival, setArrival] = useState(() => draftOf(stop.arrival, zone));
  const [departure, setDeparture] = useState(() => draftOf(stop.departure, zone));
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const arrivalInput = inputOf(arrival, zone);
  const departureInput = inputOf(departure, zone);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setTried(true);
    if (arrivalInput === undefined || departureInput === undefined || saving) return;
    setSaving(true);
    setFailure(null);
    onSave({ arrival: arrivalInput, departure: departureInput }).then(
      () => {
        setSaving(false);
        onClose();
      },
      (reason: unknown) => {
        setSaving(false);
        setFailure(reason instanceof Error ? reason.message : t('errors.unknown'));
      },
    );
  };

  return (
    <form id={formId} className={styles.form} onSubmit={submit} noValidate>
      <TimeFields
        legend={t('shipmentDetail.arrival.arrived')}
        draft={arrival}
        onChange={setArrival}
        invalid={tried && arrivalInput === undefined}
      />
      <TimeFields
        legend={t('shipmentDetail.arrival.departed')}
        draft={departure}
        onChange={setDeparture}
        invalid={tried && departureInput === undefined}
      />
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.stopActions}>
        <Button variant="secondary" onClick={onClose}>
          {t('shipmentDetail.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('shipmentDetail.arrival.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * A dialog to record when the driver arrived at and departed from a stop, entered in the STOP's time
 * zone (named in the description) and checked by the domain's stop-time rule; either may be left
 * "Not yet". A refused save keeps what was typed and shows why.
 */
export function ArrivalDepartureDialog({ stop, stopNumber, onClose, onSave }: ArrivalDepartureDialogProps) {
  const { t } = useI18n();
  const zone = stop ? (stopTimeZone(stop) ?? '') : '';
  return (
    <Dialog
      open={stop !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('shipmentDetail.arrival.title', { number: stopNumber })}
      description={
        zone
          ? t('shipmentDetail.arrival.description', { zone: `${zoneAbbreviation(zone)} (${zone})` })
          : undefined
      }
    >
      {stop ? <ArrivalDepartureForm stop={stop} onClose={onClose} onSave={onSave} /> : null}
    </Dialog>
  );
}
