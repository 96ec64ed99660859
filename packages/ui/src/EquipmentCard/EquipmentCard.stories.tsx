import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EquipmentCard } from './EquipmentCard.tsx';

const equipment = {
  tractorNumber: 'T-118',
  trailerNumber: 'TR-5042',
  licensePlate: 'SWF1042',
  licensePlateState: 'IL',
};

const meta = {
  title: 'Shipments/EquipmentCard',
  component: EquipmentCard,
  tags: ['responsive'],
  args: { value: equipment, onSave: fn(() => Promise.resolve()) },
} satisfies Meta<typeof EquipmentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved equipment; edited by keyboard only, empty fields go out as null. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Equipment' })).toBeVisible();
    await expect(canvas.getByText('SWF1042')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit equipment' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const tractor = canvas.getByRole('textbox', { name: 'Tractor number' });
    await expect(tractor).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control} T-200 ');
    await userEvent.tab();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({
      tractorNumber: 'T-200',
      trailerNumber: null,
      licensePlate: 'SWF1042',
      licensePlateState: 'IL',
    });
    // The form closes and focus returns to where the user started.
    await expect(await canvas.findByRole('button', { name: 'Edit equipment' })).toHaveFocus();
  },
};

/** Nothing saved yet: every field reads "Not set". */
export const NotSet: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Not set')).toHaveLength(4);
  },
};

/** Escape cancels without saving and gives focus back to the edit button. */
export const TestEscapeCancels: Story = {
  name: 'Test: Escape cancels',
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Edit equipment' }).focus();
    await userEvent.keyboard('{Enter}x{Escape}');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText('T-118')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit equipment' })).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A refused save shows the reason as an alert and keeps what was typed. */
export const SaveError: Story = {
  args: { onSave: fn(() => Promise.reject(new globalThis.Error('Plate state must be 3 letters or fewer.'))) },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Edit equipment' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Control>}a{/Control}ILLINOIS{Enter}');
    await expect(await canvas.findByText('Plate state must be 3 letters or fewer.')).toHaveAttribute(
      'role',
      'alert',
    );
    await expect(canvas.getByRole('textbox', { name: 'Plate state or province' })).toHaveValue('ILLINOIS');
  },
};

/** Read-only (e.g. a driver-only user): no edit button. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Loading: a busy status instead of values, no edit button. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading equipment')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The equipment failed to load. */
export const LoadError: Story = {
  args: { error: 'Unable to load the equipment.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unable to load the equipment.')).toHaveAttribute('role', 'alert');
  },
};

/** Long values wrap instead of overflowing. */
export const LongContent: Story = {
  args: {
    value: {
      tractorNumber: 'TRACTOR-2026-11-22-000000000000000000123456789',
      trailerNumber: 'TRAILER-REEFER-53FT-SAINT-JEAN-SUR-RICHELIEU-QC-000042',
      licensePlate: 'QC-ABCDEFGHIJKLMNOPQRST',
      licensePlateState: 'QC',
    },
  },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('region', { name: 'Equipment' });
    const trailer = canvas.getByText('TRAILER-REEFER-53FT-SAINT-JEAN-SUR-RICHELIEU-QC-000042');
    await expect(trailer).toBeVisible();
    // The values wrap inside the card instead of pushing it wider.
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    // Editing keeps the long value whole in the field and saves it unchanged.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Tractor number' })).toHaveValue(
      'TRACTOR-2026-11-22-000000000000000000123456789',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith(args.value);
    await expect(await canvas.findByRole('button', { name: 'Edit equipment' })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
