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
