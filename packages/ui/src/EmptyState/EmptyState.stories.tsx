import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const onReset = fn();

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { icon: 'search', title: 'No Matching Results' },
  beforeEach: () => {
    onReset.mockClear();
  },
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

/** A long title and hint wrap, centred, inside a narrow column; the action stays reachable by keyboard. */
export const LongContent: Story = {
  args: {
    headingLevel: 2,
    title: 'No invoices match the saved view “Broker-approved accessorials awaiting proof of delivery”',
    description:
      'Nothing was invoiced between the dates you chose for the carriers, lanes and equipment types selected. Widen the date range, pick another saved view, or reset every filter to see all third-party payer invoices.',
    actions: (
      <Button variant="secondary" onClick={onReset}>
        Reset
      </Button>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: /No invoices match the saved view/ });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reset' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onReset).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
