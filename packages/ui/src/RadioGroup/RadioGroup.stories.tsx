import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup } from './RadioGroup.tsx';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Equipment',
    onChange: fn(),
    options: [
      { value: 'dry', label: 'Dry Van' },
      { value: 'reefer', label: 'Reefer' },
      { value: 'flatbed', label: 'Flatbed' },
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One tab stop; arrows move and choose. */
export const Default: Story = {
  args: { defaultValue: 'dry' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Dry Van' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Reefer' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('reefer');
    await expect(canvas.getByRole('radiogroup', { name: 'Equipment' })).toBeVisible();
  },
};

/** In a row, with a disabled option. */
export const Horizontal: Story = {
  args: {
    orientation: 'horizontal',
    options: [
      { value: 'dry', label: 'Dry Van' },
      { value: 'reefer', label: 'Reefer', disabled: true },
      { value: 'flatbed', label: 'Flatbed' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Reefer' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The whole group disabled: still one tab stop that reads the value, but arrows choose nothing. */
export const Disabled: Story = {
  args: { defaultValue: 'reefer', disabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const reefer = canvas.getByRole('radio', { name: 'Reefer' });
    await expect(reefer).toHaveFocus();
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio).toHaveAttribute('aria-disabled', 'true');
    }
    await userEvent.keyboard('{ArrowDown}');
    await expect(reefer).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    reefer.blur();
  },
};

/** Required and nothing chosen: the marker, and the error read with the group and shown on its options. */
export const Error: Story = {
  args: { required: true, error: 'Choose the equipment', description: 'The trailer the load needs.' },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Equipment' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription('The trailer the load needs. Choose the equipment');
    // Nothing is chosen yet: Tab lands on the first option without choosing it.
    await userEvent.tab();
    const dryVan = canvas.getByRole('radio', { name: 'Dry Van' });
    await expect(dryVan).toHaveFocus();
    await expect(dryVan).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    dryVan.blur();
  },
};

/** Long option labels wrap beside their radio, which keeps its size. */
export const LongContent: Story = {
  args: {
    label: 'Who pays the detention charges when the receiver holds the driver past the free time',
    defaultValue: 'shipper',
    options: [
      {
        value: 'shipper',
        label: 'The shipper, as agreed on the rate confirmation for every stop of this load',
      },
      {
        value: 'receiver',
        label: 'The receiver, billed through the broker after the proof of delivery is signed and uploaded',
      },
      { value: 'carrier', label: 'Nobody' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const radios = canvas.getAllByRole('radio');
    for (const radio of radios) {
      const { width, height } = radio.getBoundingClientRect();
      await expect([width, height]).toEqual([18, 18]);
    }
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /The receiver/ })).toBeChecked();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
