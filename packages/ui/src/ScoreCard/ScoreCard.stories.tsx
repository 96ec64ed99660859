import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ScoreCard, type ScoreMeasure } from './ScoreCard.tsx';

const measures: readonly ScoreMeasure[] = [
  { key: 'onTimePickup', label: 'On-time pickup', value: 0.96, target: 0.95 },
  { key: 'onTimeDelivery', label: 'On-time delivery', value: 0.91, target: 0.95 },
  { key: 'tenderAcceptance', label: 'Tender acceptance', value: 0.78 },
  { key: 'tracking', label: 'Tracking compliance', value: 0.88, target: 0.9 },
  { key: 'loads', label: 'Loads hauled', value: 412, unit: 'count' },
];

const meta = {
  title: 'Shipments/ScoreCard',
  component: ScoreCard,
  args: { measures },
} satisfies Meta<typeof ScoreCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['responsive'],
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('img', { name: 'Score card chart' });
    await expect(chart).toHaveAccessibleDescription(/On-time delivery: 91%, target 95%/);
    await expect(canvas.getAllByText('412')[0]).toBeVisible();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show chart data as a table' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const table = canvas.getByRole('table', { name: 'Carrier score card' });
    await expect(table).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Tender acceptance' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading score card')).toHaveAttribute('role', 'status');
  },
};

export const Empty: Story = {
  args: { measures: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No score card data yet')).toBeVisible();
  },
};

export const Error: Story = {
  args: { error: 'Unable to load the score card' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unable to load the score card')).toHaveAttribute('role', 'alert');
  },
};

export const LongContent: Story = {
  tags: ['responsive'],
  args: {
    measures: [
      ...measures,
      {
        key: 'long',
        label: 'Electronic logging device compliance across all assigned drivers',
        value: 0.5,
        target: 1,
      },
      { key: 'claims', label: 'Claims filed in the last twelve months', value: 1234567, unit: 'count' },
    ],
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Carrier score card' });
    // Long labels wrap and a large count is grouped by locale, all inside the card.
    await expect(canvas.getAllByText('1,234,567')[0]).toBeVisible();
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    const chart = canvas.getByRole('img', { name: 'Score card chart' });
    await expect(chart).toHaveAccessibleDescription(
      /Electronic logging device compliance across all assigned drivers: 50%, target 100%/,
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const table = canvas.getByRole('table', { name: 'Carrier score card' });
    await expect(
      canvas.getByRole('rowheader', {
        name: 'Electronic logging device compliance across all assigned drivers',
      }),
    ).toBeVisible();
    await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(card.getBoundingClientRect().width);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
