import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ProNumberField } from './ProNumberField.tsx';

const meta = {
  title: 'Shipments/ProNumberField',
  component: ProNumberField,
  args: { value: 'PRO-448812', onSave: fn(() => Promise.resolve()) },
} satisfies Meta<typeof ProNumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit PRO number' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const input = canvas.getByRole('textbox', { name: 'PRO number' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}  PRO-99 {Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('PRO-99');
  },
};

export const NotSet: Story = {
  args: { value: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Not set')).toBeVisible();
    canvas.getByRole('button', { name: 'Edit PRO number' }).focus();
    await userEvent.keyboard('{Enter}{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith(null);
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const SaveError: Story = {
  args: { onSave: fn(() => Promise.reject(new globalThis.Error('PRO number already used'))) },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Edit PRO number' }).focus();
    await userEvent.keyboard('{Enter}{Enter}');
    await expect(await canvas.findByText('PRO number already used')).toHaveAttribute('role', 'alert');
  },
};

const longPro = 'PRO-2026-11-22-000000000000000000123456789-DALLAS-TX-TO-SAINT-JEAN-SUR-RICHELIEU-QC';

/** A long PRO number wraps inside the column; editing keeps it whole and saves it unchanged. */
export const LongContent: Story = {
  args: { value: longPro },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvas, args }) => {
    const shown = canvas.getByText(longPro);
    await expect(shown).toBeVisible();
    // Wrapped inside the 320 px column rather than running past it.
    await expect(shown.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const input = canvas.getByRole('textbox', { name: 'PRO number' });
    await expect(input).toHaveValue(longPro);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith(longPro);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
