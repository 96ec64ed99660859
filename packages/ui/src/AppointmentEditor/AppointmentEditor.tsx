import { stopDateTime, stopTimeZone } from '@freightkit/domain';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { Button } from '../Button/Button.tsx';
import { DateInput } from '../DateField/DateInput.tsx';
import { useDateText } from '../DateField/useDateText.ts';
import { Dialog } from '../Dialog/Dialog.tsx';
import * as form from '../shipmentMessages/formStyles.css.ts';
import { zonedTimeParts, zoneAbbreviation } from '../shipmentMessages/stopZone.ts';
import { useI18n } from '../i18n/I18nContext.tsx';
import type { TimelineStop } from '../StopTimeline/StopTimeline.tsx';
import { ZonedTime } from '../StopTimeline/ZonedTime.tsx';
import { AddToCalendarButton } from './AddToCalendarButton.tsx';

/** What the editor hands to `onSave`: the appointment as an ISO instant (UTC), or `null` to clear it. */
export interface AppointmentValue {
  readonly appointment: string | null;
}

/** Props of {@link AppointmentEditor}. */
export interface AppointmentEditorProps {
  /** The stop being edited: its zone (or postal code), id, address and current appointment. */
  stop: TimelineStop;
  /** The stop's position, from 1. */
  stopNumber: number;
  /** The shipment's number (calendar event title). */
  shipmentNumber: string | number;
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Whether the dialog starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Saves the appointment (e.g. PATCH …/stops/{stopId}/appointments). The dialog closes when the
   * promise resolves and shows `error`/the rejection's message when it rejects.
   */
  onSave: (value: AppointmentValue) => Promise<void>;
  /** An error to show in the dialog (e.g. the API's message). */
  error?: string | null;
  /** Receives the `.ics` file instead of the browser download (see {@link AddToCalendarButton}). */
  onCalendarDownload?: (ics: string, fileName: string) => void;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A number field's text as a whole number; NaN for empty or fractional text (the domain rule rejects it). */
const wholeNumber = (text: string) => (/^\d{1,2}$/.test(text.trim()) ? Number(text) : Number.NaN);

/**
 * A dialog to set, change or clear a stop's appointment: a date, an hour and a minute entered in the
 * STOP's time zone (named in the dialog), turned into an instant by the domain's stop date-time rule
 * (spec 1 §5; the appointment is optional). A live preview shows the result with the zone's
 * abbreviation, and "Add to calendar" downloads it as an `.ics` event. It is a kit {@link Dialog}
 * (focus trap, Close, the narrow bottom sheet and the shared enter animation).
 *
 * @example
 * <AppointmentEditor open={open} onOpenChange={setOpen} stop={stop} stopNumber={2}
 *   shipmentNumber={1042} onSave={({ appointment }) => mutateAsync({ stopId: stop.id, appointment })} />
 */
export function AppointmentEditor({
  open,
  defaultOpen = false,
  onOpenChange,
  ...form
}: AppointmentEditorProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  // Each opening gets a fresh form (a new key), so it starts from the stop's saved appointment and
  // not from what was typed and cancelled last time; closing keeps the form so it animates out as it was.
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setOpening((n) => n + 1);
  }
  return (
    <AppointmentDialog
      key={opening}
      {...form}
      open={isOpen}
      onOpenChange={(next) => {
        setOwnOpen(next);
        onOpenChange?.(next);
      }}
    />
  );
}

type AppointmentDialogProps = Pick<
  AppointmentEditorProps,
  'stop' | 'stopNumber' | 'shipmentNumber' | 'onSave' | 'error' | 'onCalendarDownload'
> & { open: boolean; onOpenChange: (open: boolean) => void };

/** The dialog and its form's state, mounted afresh on each opening (see {@link AppointmentEditor}). */
function AppointmentDialog({
  stop,
  stopNumber,
  shipmentNumber,
  onSave,
  error,
  onCalendarDownload,
  open,
  onOpenChange,
}: AppointmentDialogProps) {
  const { t } = useI18n();
  const zone = stopTimeZone(stop) ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const initial = (stop.appointment ? zonedTimeParts(stop.appointment, zone) : null) ?? {
    date: '',
    hour: 8,
    minute: 0,
  };
  const [none, setNone] = useState(!stop.appointment);
  const [date, setDate] = useState(initial.date);
  // The date is typed and read in the kit's locale, not the browser's (ADR 062).
  const dateText = useDateText({ value: date, onChange: setDate });
  const [hour, setHour] = useState(String(initial.hour));
  const [minute, setMinute] = useState(pad(initial.minute));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { date: useId(), hour: useId(), minute: useId(), none: useId(), error: useId() };
  // Opening lands on "No appointment", the first choice, as before (not on the dialog's Close).
  const firstField = useRef<HTMLInputElement>(null);
  const onDone = () => {
    onOpenChange(false);
  };

  const appointment = none
    ? null
    : stopDateTime({ date, hour: wholeNumber(hour), minute: wholeNumber(minute) }, zone);
  const invalid = !none && appointment === null;
  const shownError = failure ?? error ?? null;
  const location = [stop.name, stop.street, `${stop.city}, ${stop.state} ${stop.postalCode ?? ''}`.trim()]
    .filter(Boolean)
    .join(', ');

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (invalid || saving) return;
    setSaving(true);
    setFailure(null);
    onSave({ appointment }).then(
      () => {
        setSaving(false);
        onDone();
      },
      (reason: unknown) => {
        setSaving(false);
        setFailure(
          reason instanceof Error && reason.message ? reason.message : (error ?? t('errors.unknown')),
        );
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      initialFocus={firstField}
      title={t('kit.appointment.title', { number: stopNumber })}
      description={t('kit.appointment.description', { zone: zoneAbbreviation(zone), iana: zone })}
    >
      <form onSubmit={submit} noValidate aria-describedby={shownError ? ids.error : undefined}>
        <label className={form.checkbox} htmlFor={ids.none}>
          <input
            ref={firstField}
            id={ids.none}
            type="checkbox"
            checked={none}
            onChange={(e) => {
              setNone(e.target.checked);
            }}
          />
          {t('kit.appointment.none')}
        </label>
        <div className={form.row}>
          <div className={form.field}>
            <label className={form.label} htmlFor={ids.date}>
              {t('kit.appointment.date')}
            </label>
            <DateInput
              id={ids.date}
              className={form.control}
              date={dateText}
              disabled={none}
              aria-invalid={invalid || undefined}
            />
          </div>
          <div className={form.field}>
            <label className={form.label} htmlFor={ids.hour}>
              {t('kit.appointment.hour')}
            </label>
            <input
              id={ids.hour}
              className={form.control}
              type="number"
              inputMode="numeric"
              min={0}
              max={23}
              step={1}
              value={hour}
              disabled={none}
              aria-invalid={invalid || undefined}
              onChange={(e) => {
                setHour(e.target.value);
              }}
            />
          </div>
          <div className={form.field}>
            <label className={form.label} htmlFor={ids.minute}>
              {t('kit.appointment.minute')}
            </label>
            <input
              id={ids.minute}
              className={form.control}
              type="number"
              inputMode="numeric"
              min={0}
              max={59}
              step={1}
              value={minute}
              disabled={none}
              aria-invalid={invalid || undefined}
              onChange={(e) => {
                setMinute(e.target.value);
              }}
            />
          </div>
        </div>
        <p className={form.hint} role="status" aria-live="polite">
          {appointment ? (
            <>
              {t('kit.appointment.preview')} <ZonedTime value={appointment} timeZone={zone} />
            </>
          ) : invalid ? (
            t('kit.appointment.invalid')
          ) : null}
        </p>
        {shownError ? (
          <p id={ids.error} className={form.error} role="alert">
            {shownError}
          </p>
        ) : null}
        {/* Inside the form (not the Dialog footer), so Enter in a field saves as a form should. */}
        <div className={form.actions}>
          <AddToCalendarButton
            shipmentNumber={shipmentNumber}
            stopNumber={stopNumber}
            stopId={stop.id}
            appointment={appointment}
            location={location}
            onDownload={onCalendarDownload}
          />
          <Button variant="secondary" onClick={onDone}>
            {t('kit.appointment.cancel')}
          </Button>
          <Button type="submit" loading={saving} disabled={invalid}>
            {t('kit.appointment.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
