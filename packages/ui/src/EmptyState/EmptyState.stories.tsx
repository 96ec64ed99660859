import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const onReset = fn();

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { icon: 'search', title: 'No Matching Results' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Matching Results')).toBeVisible();
  },
};

/** With a hint and an action, as a heading. */
export const WithAction: Story = {
  args: {
    headingLevel: 2,
    description: 'No invoices match these filters. Widen the date range or reset the filters.',
    actions: (
      <Button variant="secondary" onClick={onReset}>
        Reset
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No Matching Results' })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onReset).toHaveBeenCalled();
  },
};
