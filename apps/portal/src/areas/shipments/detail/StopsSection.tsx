import {
  useShipmentStops,
  useUpdateStopAppointment,
  useUpdateStopArrivalDeparture,
} from '@freightkit/api/react';
import { canPreloadAt, canRecordStopTimes, stopTimeZone } from '@freightkit/domain';
import {
  AddToCalendarButton,
  AppointmentEditor,
  Button,
  Inline,
  StopTimeline,
  useI18n,
  zonedTimeParts,
  type TimelineStop,
} from '@freightkit/ui';
import { useState } from 'react';
import { useNotices } from '../../../app/notifications.tsx';
import { RouterLink } from '../../../app/RouterLink.tsx';
import { capturePath } from '../../capture/paths.ts';
import { ArrivalDepartureForm } from './ArrivalDepartureForm.tsx';
import { PreloadForm } from './PreloadForm.tsx';
import { StopDialog } from './StopDialog.tsx';
import { failureText, withUserError } from './failureText.ts';
import { stopPlace, timelineStopOf } from '../kitShapes.ts';

/** Props of {@link StopsSection}. */
export interface StopsSectionProps {
  /** The shipment's id (calls). */
  readonly shipmentId: string;
  /** The shipment's number (calendar event title). */
  readonly shipmentNumber: string;
  /** The shipment's status: stop times and preloads are offered only where domain allows them. */
  readonly status: number;
  /** Hides the editing buttons. @default false */
  readonly readOnly?: boolean;
}

interface Editing {
  readonly stop: TimelineStop;
  readonly number: number;
  readonly what: 'appointment' | 'arrival' | 'preload';
}

/**
 * The stops of a shipment (kit StopTimeline: early, late and appointment in each stop's own zone),
 * with per stop: the appointment editor (set, change, clear), "Add to calendar" (an .ics of the
 * appointment, from domain's calendar module), the arrival / departure update (once the load is
 * dispatched, per domain's canRecordStopTimes) and the stop preload (where domain's canPreloadAt allows).
 */
export function StopsSection({ shipmentId, shipmentNumber, status, readOnly = false }: StopsSectionProps) {
  const { t } = useI18n();
  const notices = useNotices();
  const stops = useShipmentStops(shipmentId);
  const appointment = useUpdateStopAppointment();
  const arrival = useUpdateStopArrivalDeparture();
  const [editing, setEditing] = useState<Editing | null>(null);
  const timeline = stops.data?.map(timelineStopOf) ?? [];
  const close = () => {
    setEditing(null);
  };

  const saveAppointment = async (stop: TimelineStop, number: number, instant: string | null) => {
    // The editor hands an instant; the call takes the wall-clock time in the stop's zone (spec 1 §5).
    const parts = instant === null ? null : zonedTimeParts(instant, stopTimeZone(stop));
    await withUserError(
      t,
      appointment.mutateAsync({ id: shipmentId, stopId: String(stop.id), body: { appointment: parts } }),
    );
    notices.success(
      t(instant === null ? 'shipmentDetail.appointment.cleared' : 'shipmentDetail.appointment.saved', {
        number,
      }),
    );
  };

  return (
    <>
      <StopTimeline
        stops={timeline}
        loading={stops.isPending}
        error={stops.isError ? failureText(t, stops.error) : undefined}
        onEditAppointment={
          readOnly
            ? undefined
            : (stop, number) => {
                setEditing({ stop, number, what: 'appointment' });
              }
        }
        renderStopActions={(stop, number) => (
          <Inline space="sm">
            <AddToCalendarButton
              shipmentNumber={shipmentNumber}
              stopNumber={number}
              stopId={stop.id}
              appointment={stop.appointment}
              location={stopPlace(stop)}
            />
            {/* A drop-off's proof of delivery, captured on the phone, offline too (ADR 039). */}
            {readOnly || stop.type !== 'Receiving' ? null : (
              <RouterLink
                href={capturePath({
                  shipmentId,
                  shipmentNumber,
                  orderStopId: String(stop.id),
                  stopLabel: t('capture.stopLabel', { number }),
                })}
              >
                {t('capture.stopAction', { number })}
              </RouterLink>
            )}
            {/* Before dispatch or after a confirmed delivery the back end refuses stop times. */}
            {readOnly || !canRecordStopTimes(status) ? null : (
              <Button
                variant="secondary"
                size="small"
                onClick={() => {
                  setEditing({ stop, number, what: 'arrival' });
                }}
              >
                {t('shipmentDetail.stops.updateTimes', { number })}
              </Button>
            )}
            {/* Offered only where domain allows it (a pickup not yet left, on a Booked or Dispatched
                load), the same rule the back end refuses by. */}
            {readOnly || !canPreloadAt(status, stop) ? null : (
              <Button
                variant="secondary"
                size="small"
                onClick={() => {
                  setEditing({ stop, number, what: 'preload' });
                }}
              >
                {t('shipmentDetail.preload.button', { number })}
              </Button>
            )}
          </Inline>
        )}
      />
      {editing?.what === 'appointment' ? (
        <AppointmentEditor
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          stop={editing.stop}
          stopNumber={editing.number}
          shipmentNumber={shipmentNumber}
          onSave={({ appointment: instant }) => saveAppointment(editing.stop, editing.number, instant)}
        />
      ) : null}
      {/* One dialog for a stop's time entries; its form follows what is being recorded. */}
      <StopDialog
        stop={editing && editing.what !== 'appointment' ? editing.stop : null}
        title={t(
          editing?.what === 'preload' ? 'shipmentDetail.preload.title' : 'shipmentDetail.arrival.title',
          {
            number: editing?.number ?? 1,
          },
        )}
        onClose={close}
      >
        {(stop, zone) =>
          editing?.what === 'preload' ? (
            <PreloadForm shipmentId={shipmentId} stop={stop} zone={zone} onClose={close} />
          ) : (
            <ArrivalDepartureForm
              stop={stop}
              zone={zone}
              onClose={close}
              onSave={async (body) => {
                const number = editing?.number ?? 1;
                await withUserError(
                  t,
                  arrival.mutateAsync({ id: shipmentId, stopId: String(stop.id), body }),
                );
                notices.success(t('shipmentDetail.arrival.saved', { number }));
              }}
            />
          )
        }
      </StopDialog>
    </>
  );
}
