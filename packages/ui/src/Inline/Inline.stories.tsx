import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { StatusChip } from '../StatusChip/StatusChip.tsx';
import { Inline } from './Inline.tsx';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    role: 'group',
    'aria-label': 'Tender actions',
    children: [
      <Button key="accept">Accept</Button>,
      <Button key="counter" variant="secondary">
        Counter offer
      </Button>,
      <Button key="reject" variant="secondary">
        Reject
      </Button>,
    ],
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Items side by side, `sm` (8 px) apart, in reading (and tab) order. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Accept' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Counter offer' })).toHaveFocus();
    await expect(getComputedStyle(canvas.getByRole('group')).columnGap).toBe('8px');
  },
};

/** A title on one side and actions on the other, centred vertically. */
export const SpaceBetween: Story = {
  args: {
    align: 'spaceBetween',
    alignY: 'center',
    children: [
      <strong key="title">Shipment 100234</strong>,
      <Button key="download" variant="secondary">
        Download
      </Button>,
    ],
  },
  play: async ({ canvas }) => {
    const title = canvas.getByText('Shipment 100234').getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'Download' }).getBoundingClientRect();
    await expect(button.left).toBeGreaterThan(title.right + 100);
  },
};

/** Stacks on the spec's narrow screens (see the narrow baseline); one row on wide ones. */
export const CollapseBelowWide: Story = {
  tags: ['responsive'],
  args: { collapseBelow: 'wide', space: 'md' },
  play: async ({ canvas }) => {
    const accept = canvas.getByRole('button', { name: 'Accept' }).getBoundingClientRect();
    const reject = canvas.getByRole('button', { name: 'Reject' }).getBoundingClientRect();
    await expect(reject.top > accept.top).toBe(window.innerWidth < 900);
  },
};

/** Many items wrap onto further lines, with the same space between lines. */
export const LongContent: Story = {
  args: {
    as: 'ul',
    role: undefined,
    'aria-label': 'Case statuses',
    space: 'xs',
    children: Array.from({ length: 24 }, (_, index) => (
      <li key={index}>
        <StatusChip
          tone={index % 3 === 0 ? 'positive' : 'neutral'}
        >{`Case ${String(1000 + index)} open`}</StatusChip>
      </li>
    )),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Case statuses' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(24);
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(list.getBoundingClientRect().height).toBeGreaterThan(60);
  },
};
