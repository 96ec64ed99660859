import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { Text } from '../Text/Text.tsx';
import { Column } from './Column.tsx';
import { Columns } from './Columns.tsx';

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  args: {
    space: 'lg',
    children: [
      <Column key="form">
        <Card title="Invoice">Charges, paperwork and comments</Card>
      </Column>,
      <Column key="summary">
        <Card title="Summary">Totals and details</Card>
      </Column>,
    ],
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (name: string, canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('region', { name }).parentElement?.getBoundingClientRect() ?? new DOMRect();

/** Two fluid columns share the row equally, a gutter between them. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const first = box('Invoice', canvas);
    const second = box('Summary', canvas);
    await expect(Math.abs(first.width - second.width)).toBeLessThan(1);
    await expect(Math.round(second.left - first.right)).toBe(16);
  },
};

/** Fractions (3/5 and 2/5) and a column as wide as its content. */
export const Widths: Story = {
  args: {
    children: [
      <Column key="form" width="3/5">
        <Card title="Invoice">Charges, paperwork and comments</Card>
      </Column>,
      <Column key="summary" width="2/5">
        <Card title="Summary">Totals and details</Card>
      </Column>,
    ],
  },
  play: async ({ canvas }) => {
    const first = box('Invoice', canvas);
    const second = box('Summary', canvas);
    await expect(first.width / second.width).toBeCloseTo(1.5, 1);
  },
};

/** A content-width column beside a fluid one that takes the rest. */
export const ContentWidth: Story = {
  args: {
    alignY: 'center',
    children: [
      <Column key="id" width="content">
        <Card title="Load">100234</Card>
      </Column>,
      <Column key="lane">
        <Card title="Lane">Chicago, IL → Dallas, TX</Card>
      </Column>,
    ],
  },
  play: async ({ canvas }) => {
    await expect(box('Load', canvas).width).toBeLessThan(box('Lane', canvas).width);
  },
};

/** Stacked, full width, on the spec's narrow screens (see the narrow baseline); side by side on wide ones. */
export const CollapseBelowWide: Story = {
  tags: ['responsive'],
  args: { collapseBelow: 'wide', space: { base: 'lg', narrow: 'md' } },
  play: async ({ canvas }) => {
    const first = box('Invoice', canvas);
    const second = box('Summary', canvas);
    const narrow = window.innerWidth < 900;
    await expect(second.top > first.top).toBe(narrow);
    if (narrow) await expect(Math.round(second.top - first.bottom)).toBe(12);
  },
};

/** Long content wraps inside its column; a column never grows past its share. */
export const LongContent: Story = {
  args: {
    children: [
      <Column key="form" width="1/3">
        <Card title="Consignee">
          <Text>Northwest_Regional_Distribution_Center_Receiving_Dock_14_appointment_required</Text>
        </Card>
      </Column>,
      <Column key="summary">
        <Card title="Instructions">
          <Text>{'Deliver to the rear dock and call ahead. '.repeat(10)}</Text>
        </Card>
      </Column>,
    ],
  },
  play: async ({ canvas }) => {
    const first = box('Consignee', canvas);
    const second = box('Instructions', canvas);
    await expect(first.width).toBeLessThan(second.width);
    await expect(first.right).toBeLessThanOrEqual(second.left);
  },
};
