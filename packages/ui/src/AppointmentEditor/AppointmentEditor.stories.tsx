import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleStops } from '../StopTimeline/fixtures.ts';
import { StopTimeline, type TimelineStop } from '../StopTimeline/StopTimeline.tsx';
import { AppointmentEditor } from './AppointmentEditor.tsx';

const [dallas, losAngeles] = sampleStops as [TimelineStop, TimelineStop];

const meta = {
  title: 'Shipments/AppointmentEditor',
  component: AppointmentEditor,
  // A kit Dialog: on a narrow screen every state is a full-width bottom sheet, so each gets a narrow baseline.
  tags: ['responsive'],
  args: {
    stop: dallas,
    stopNumber: 1,
    shipmentNumber: 100042,
    defaultOpen: true,
    onSave: fn(() => Promise.resolve()),
    onOpenChange: fn(),
    onCalendarDownload: fn(),
  },
} satisfies Meta<typeof AppointmentEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Opens on the stop's saved appointment, shown in the stop's zone (Dallas: Central time). */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Appointment for stop 1' });
    await expect(dialog).toHaveTextContent('CST (America/Chicago)');
    await expect(within(dialog).getByLabelText('Date')).toHaveValue('11/24/2026');
    await expect(within(dialog).getByLabelText('Hour')).toHaveValue(9);
    await expect(within(dialog).getByLabelText('Minute')).toHaveValue(30);
    await expect(within(dialog).getByRole('status')).toHaveTextContent('11/24/2026, 9:30 AM CST');
    within(dialog).getByRole('button', { name: 'Save appointment' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({ appointment: '2026-11-24T15:30:00.000Z' });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** "Add to calendar" hands over an RFC 5545 event in UTC for the appointment being edited. */
export const AddToCalendar: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog');
    within(dialog).getByRole('button', { name: 'Add to calendar' }).focus();
    await userEvent.keyboard('{Enter}');
    const [ics, fileName] = (args.onCalendarDownload as ReturnType<typeof fn>).mock.calls[0] as [
      string,
      string,
    ];
    await expect(fileName).toBe('shipment-100042-stop-1.ics');
    await expect(ics).toContain('DTSTART:20261124T153000Z');
    await expect(ics).toContain('SUMMARY:Shipment 100042 — stop 1 appointment');
  },
};

/** The appointment is optional: "No appointment" clears it. */
export const ClearAppointment: Story = {
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog');
    within(dialog).getByRole('checkbox', { name: 'No appointment' }).focus();
    await userEvent.keyboard(' ');
    await expect(within(dialog).getByLabelText('Date')).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Add to calendar' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    within(dialog).getByRole('button', { name: 'Save appointment' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({ appointment: null });
  },
};

/** A failed save keeps the dialog open and shows why. */
export const SaveError: Story = {
  args: { onSave: fn(() => Promise.reject(new globalThis.Error('Appointment is outside the stop window'))) },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    within(dialog).getByRole('button', { name: 'Save appointment' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Appointment is outside the stop window',
    );
    await expect(body().getByRole('dialog')).toBeVisible();
  },
};

/** A stop without an appointment starts with "No appointment" ticked; its zone comes from the postal code. */
export const NoAppointmentYet: Story = {
  args: { stop: losAngeles, stopNumber: 2 },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Appointment for stop 2' });
    await expect(within(dialog).getByRole('checkbox', { name: 'No appointment' })).toBeChecked();
    await expect(dialog).toHaveTextContent('America/Los_Angeles');
  },
};

function StopsWithEditor() {
  const [stops, setStops] = useState<readonly TimelineStop[]>(sampleStops);
  const [editing, setEditing] = useState<{ stop: TimelineStop; number: number } | null>(null);
  return (
    <>
      <StopTimeline
        stops={stops}
        onEditAppointment={(stop, number) => {
          setEditing({ stop, number });
        }}
      />
      {editing ? (
        <AppointmentEditor
          key={editing.stop.id}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          stop={editing.stop}
          stopNumber={editing.number}
          shipmentNumber={100042}
          onSave={({ appointment }) => {
            setStops((all) => all.map((s) => (s.id === editing.stop.id ? { ...s, appointment } : s)));
            return Promise.resolve();
          }}
        />
      ) : null}
    </>
  );
}

/** Test: a dispatcher sets stop 2's appointment by keyboard and sees it in the stop's local (Pacific) time. */
export const SetByKeyboard: Story = {
  name: 'Test: sets an appointment by keyboard',
  render: () => <StopsWithEditor />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Set appointment for stop 2' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: 'Appointment for stop 2' });
    await waitFor(() =>
      expect(within(dialog).getByRole('checkbox', { name: 'No appointment' })).toHaveFocus(),
    );
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(within(dialog).getByLabelText('Date')).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}11/26/2026');
    await expect(within(dialog).getByLabelText('Date')).toHaveValue('11/26/2026');
    // Past the date's calendar button to the hour.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Control>}a{/Control}10');
    await userEvent.tab();
    await userEvent.keyboard('{Control>}a{/Control}45');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('11/26/2026, 10:45 AM PST');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    const stop2 = canvas.getAllByRole('listitem')[1]!;
    await expect(stop2).toHaveTextContent('Appointment11/26/2026, 10:45 AM PST');
    await expect(canvas.getByRole('button', { name: 'Edit appointment for stop 2' })).toHaveFocus();
  },
};
