import { appointmentIcsFileName, buildAppointmentIcs } from '@freightkit/domain';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { useI18n } from '../i18n/I18nContext.tsx';
import { downloadFile } from './downloadFile.ts';

/** Props of {@link AddToCalendarButton}. */
export interface AddToCalendarButtonProps {
  /** The shipment's number (event title and file name). */
  shipmentNumber: string | number;
  /** The stop's position, from 1. */
  stopNumber: number;
  /** The stop's id: keeps the event's UID stable, so a re-download updates the same calendar entry. */
  stopId?: string | number;
  /** The appointment (ISO instant). The button is disabled without a valid one. */
  appointment: string | null | undefined;
  /** The stop's address on one line (the event's LOCATION). */
  location?: string;
  /**
   * Receives the `.ics` text and file name instead of the default browser download (for tests or a
   * native share sheet).
   */
  onDownload?: (ics: string, fileName: string) => void;
  /** Extra class on the button, merged last. */
  className?: string;
}

/**
 * "Add to calendar": downloads the stop appointment as an RFC 5545 `.ics` event built by the domain's
 * calendar module (times in UTC, so any calendar shows it in its owner's zone).
 *
 * @example
 * <AddToCalendarButton shipmentNumber={1042} stopNumber={2} appointment={stop.appointment} location="Dallas, TX" />
 */
export function AddToCalendarButton({
  shipmentNumber,
  stopNumber,
  stopId,
  appointment,
  location,
  onDownload = (ics, fileName) => {
    downloadFile(ics, fileName, 'text/calendar;charset=utf-8');
  },
  className,
}: AddToCalendarButtonProps) {
  const { t } = useI18n();
  const summary = t('calendar.appointment.summary', { number: shipmentNumber, stop: stopNumber });
  const ics = appointment
    ? buildAppointmentIcs({
        shipmentNumber,
        stopNumber,
        stopId,
        start: appointment,
        location,
        // The kit's catalogs may translate the title; otherwise the domain's English one is used.
        summary: summary === 'calendar.appointment.summary' ? undefined : summary,
      })
    : null;
  return (
    <Button
      variant="secondary"
      size="small"
      disabled={ics === null}
      onClick={() => {
        if (ics) onDownload(ics, appointmentIcsFileName(shipmentNumber, stopNumber));
      }}
      className={className}
    >
      <Icon name="calendar" size="small" />
      {t('kit.appointment.addToCalendar')}
    </Button>
  );
}
