import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Pager, type PagerProps } from './Pager.tsx';

const onPageChange = fn();

/** A pager that moves, as a list screen wires it to its address. */
function Moving(props: PagerProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pager
      {...props}
      page={page}
      onPageChange={(next) => {
        props.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

/** The pager's own status (the page also has the toaster's status region). */
const statusOf = (canvas: { getByRole: (role: 'navigation') => HTMLElement }) =>
  within(canvas.getByRole('navigation')).getByRole('status');

const meta = {
  title: 'Primitives/Pager',
  component: Pager,
  render: (args) => <Moving {...args} />,
  args: { label: 'Order pages', page: 2, pages: 5, summary: '212 orders', onPageChange },
  beforeEach: () => {
    onPageChange.mockClear();
  },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The summary, where the list is, and the two moves, in a landmark named for the list. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Order pages' });
    await expect(nav).toBeVisible();
    await expect(statusOf(canvas)).toHaveTextContent('212 orders · Page 2 of 5');
  },
};

/** By keyboard: the status says where each move landed; at the last page Next is disabled, not gone. */
export const TestMovesByKeyboard: Story = {
  name: 'Test: moves by keyboard',
  tags: ['!visual'],
  args: { page: 4 },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveFocus();
    await userEvent.tab();
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onPageChange).toHaveBeenCalledWith(5);
    await waitFor(() => expect(statusOf(canvas)).toHaveTextContent('Page 5 of 5'));
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveFocus();
  },
};

/** The first page: Previous is there but disabled. */
export const FirstPage: Story = {
  args: { page: 1, summary: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(statusOf(canvas)).toHaveTextContent(/^Page 1 of 5$/);
  },
};

/** Everything on one page: only what the list holds. */
export const OnePage: Story = {
  args: { page: 1, pages: 1, summary: '12 orders' },
  play: async ({ canvas }) => {
    await expect(statusOf(canvas)).toHaveTextContent(/^12 orders$/);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
