import { stopDateTime, stopTimeZone, type StopTimeInput } from '@freightkit/domain';
import {
  Button,
  DateField,
  Dialog,
  Inline,
  NumberField,
  Stack,
  Text,
  useI18n,
  zoneAbbreviation,
  type TimelineStop,
} from '@freightkit/ui';
import { useState, type ReactNode, type SyntheticEvent } from 'react';
import * as styles from './detail.css.ts';

/** A stop time being typed: a calendar date plus hour and minute, blank until entered. */
export interface TimeDraft {
  readonly date: string;
  readonly hour: number | null;
  readonly minute: number | null;
}

/**
 * A draft as the calls' stop-time input, or `undefined` when it is not a valid time. The spec's
 * stop-time rule (spec 1 §5, domain's `stopDateTime`) decides what a valid date, hour and minute are.
 */
export function timeInputOf(draft: TimeDraft, zone: string): StopTimeInput | undefined {
  const input = { date: draft.date, hour: draft.hour ?? Number.NaN, minute: draft.minute ?? Number.NaN };
  return stopDateTime(input, zone) === null ? undefined : input;
}

/** The zone a stop's times are entered in: its own, else the viewer's. */
export const entryZone = (stop: TimelineStop): string =>
  stopTimeZone(stop) ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Props of {@link StopDialog}. */
export interface StopDialogProps {
  /** The stop the dialog is about, or `null` when it is closed. */
  readonly stop: TimelineStop | null;
  /** The dialog's title. */
  readonly title: string;
  /** Called when the dialog closes. */
  readonly onClose: () => void;
  /** The form, given the open stop and the zone its times are entered in. */
  readonly children: (stop: TimelineStop, zone: string) => ReactNode;
}

/**
 * The dialog of a stop's time entry (arrival / departure, preload): open while a stop is given, its
 * description naming the stop's zone ("Times are in the stop's time zone, CST (America/Chicago)").
 */
export function StopDialog({ stop, title, onClose, children }: StopDialogProps) {
  const { t } = useI18n();
  const zone = stop ? stopTimeZone(stop) : undefined;
  return (
    <Dialog
      open={stop !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={
        zone
          ? t('shipmentDetail.arrival.description', { zone: `${zoneAbbreviation(zone)} (${zone})` })
          : undefined
      }
    >
      {stop ? children(stop, entryZone(stop)) : null}
    </Dialog>
  );
}

/**
 * A stop form's send: `submit(valid, save)` marks the form tried (so field errors show), sends only
 * when valid and not already sending, closes on success and keeps the form with the failure's text
 * otherwise (what was typed is never lost).
 */
export function useStopFormSubmit(onClose: () => void) {
  const { t } = useI18n();
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (event: SyntheticEvent, valid: boolean, save: () => Promise<void>) => {
    event.preventDefault();
    setTried(true);
    if (!valid || saving) return;
    setSaving(true);
    setFailure(null);
    save().then(
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
  return { tried, saving, failure, submit };
}

/** Props of {@link StopTimeRow}. */
export interface StopTimeRowProps {
  readonly draft: TimeDraft;
  readonly onChange: (draft: TimeDraft) => void;
  /** Labels of the date, hour and minute fields. */
  readonly labels: { readonly date: string; readonly hour: string; readonly minute: string };
  /** Shows the invalid-time message under the date. @default false */
  readonly invalid?: boolean;
  /** @default false */
  readonly disabled?: boolean;
}

/** Date, hour (0–23) and minute (0–59) of a stop time, in one row. */
export function StopTimeRow({
  draft,
  onChange,
  labels,
  invalid = false,
  disabled = false,
}: StopTimeRowProps) {
  const { t } = useI18n();
  return (
    <div className={styles.timeRow}>
      <DateField
        label={labels.date}
        value={draft.date}
        disabled={disabled}
        error={invalid ? t('shipmentDetail.arrival.invalid') : undefined}
        onChange={(date) => {
          onChange({ ...draft, date });
        }}
      />
      <NumberField
        label={labels.hour}
        value={draft.hour}
        min={0}
        max={23}
        disabled={disabled}
        onChange={(hour) => {
          onChange({ ...draft, hour });
        }}
      />
      <NumberField
        label={labels.minute}
        value={draft.minute}
        min={0}
        max={59}
        disabled={disabled}
        onChange={(minute) => {
          onChange({ ...draft, minute });
        }}
      />
    </div>
  );
}

/** Props of {@link StopForm}. */
export interface StopFormProps {
  /** What {@link useStopFormSubmit} returned, plus the submit button's text. */
  readonly state: { readonly saving: boolean; readonly failure: string | null };
  readonly submitLabel: string;
  readonly onSubmit: (event: SyntheticEvent) => void;
  readonly onCancel: () => void;
  /** The fields. */
  readonly children: ReactNode;
}

/** A stop form: its fields, then the failure (an alert), Cancel and the submit button. */
export function StopForm({ state, submitLabel, onSubmit, onCancel, children }: StopFormProps) {
  const { t } = useI18n();
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack space="lg">
        {children}
        {state.failure ? (
          <Text size="sm" tone="critical" role="alert">
            {state.failure}
          </Text>
        ) : null}
        <Inline space="sm">
          <Button variant="secondary" onClick={onCancel}>
            {t('shipmentDetail.cancel')}
          </Button>
          <Button type="submit" loading={state.saving}>
            {submitLabel}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
