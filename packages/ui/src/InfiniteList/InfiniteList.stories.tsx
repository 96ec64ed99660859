import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../theme/contract.css.ts';
import { InfiniteList, type InfiniteListProps } from './InfiniteList.tsx';

interface Row {
  readonly id: number;
  readonly title: string;
  readonly body?: string;
}

const rows = (from: number, count: number, body?: (i: number) => string): Row[] =>
  Array.from({ length: count }, (_, i) => ({
    id: from + i,
    title: `Invoice INV-${String(from + i + 1).padStart(5, '0')}`,
    ...(body ? { body: body(from + i) } : {}),
  }));

function RowView({ row }: { row: Row }) {
  return (
    <div
      style={{
        padding: vars.space.md,
        background: vars.color.background.surface,
        border: `1px solid ${vars.color.border.subtle}`,
        borderRadius: vars.radius.md,
      }}
    >
      <strong>{row.title}</strong>
      {row.body ? <p style={{ margin: `${vars.space.xs} 0 0` }}>{row.body}</p> : null}
    </div>
  );
}

type Args = InfiniteListProps<Row>;

const meta = {
  title: 'Data display/InfiniteList',
  component: InfiniteList<Row>,
  args: {
    label: 'Invoices',
    items: rows(0, 12),
    renderItem: (row: Row) => <RowView row={row} />,
    getKey: (row: Row) => row.id,
    estimateSize: 58,
    onLoadMore: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ height: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pages of 20 load as the keyboard scrolls to the end, until the server has no more. */
function PagedList(args: Args) {
  const [items, setItems] = useState(() => rows(0, 20));
  const hasMore = items.length < 60;
  return (
    <InfiniteList
      {...args}
      items={items}
      hasMore={hasMore}
      onLoadMore={() => {
        args.onLoadMore?.();
        setItems((current) => [...current, ...rows(current.length, 20)]);
      }}
    />
  );
}

export const Default: Story = {
  render: (args) => <PagedList {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const region = canvas.getByRole('region', { name: 'Invoices' });
    await expect(region).toHaveFocus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalled());
    // Keep going to the end: the server runs out after 60 and the end message shows.
    for (let i = 0; i < 4; i += 1) await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(within(canvas.getByRole('region', { name: 'Invoices' })).getByRole('status')).toHaveTextContent(
        'No More Results',
      ),
    );
    await waitFor(() => expect(canvas.getByText('Invoice INV-00060')).toBeVisible());
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(canvas.getByText('Invoice INV-00001')).toBeVisible());
  },
};

/** All loaded: 'No More Results' follows the last row. */
export const EndOfResults: Story = {
  args: { hasMore: false },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(within(canvas.getByRole('region', { name: 'Invoices' })).getByRole('status')).toHaveTextContent(
        'No More Results',
      ),
    );
  },
};

/** Nothing matches: the list is empty and says so. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('region', { name: 'Invoices' })).getByRole('status'),
    ).toHaveTextContent('No Matching Invoices Found');
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** A caller-worded empty text. */
export const CustomEmptyMessage: Story = {
  args: { items: [], emptyMessage: 'No Matching Results' },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('region', { name: 'Invoices' })).getByRole('status'),
    ).toHaveTextContent('No Matching Results');
  },
};

/** First page loading. */
export const Loading: Story = {
  args: { items: [], loading: true, hasMore: true },
  play: async ({ args, canvas }) => {
    await expect(
      within(canvas.getByRole('region', { name: 'Invoices' })).getByRole('status'),
    ).toHaveTextContent('Loading');
    await expect(canvas.getByRole('region', { name: 'Invoices' })).toHaveAttribute('aria-busy', 'true');
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/**
 * Refreshing: the filters changed and the new results are on their way. The rows stay (no blank
 * list between two answers), an 'Updating results' line sits above them and no page is asked for.
 */
export const Refreshing: Story = {
  args: { hasMore: true, refreshing: true },
  play: async ({ args, canvas }) => {
    const region = canvas.getByRole('region', { name: 'Invoices' });
    await expect(within(region).getAllByRole('status')[0]).toHaveTextContent('Updating results');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Invoice INV-00001')).toBeVisible();
    // All twelve rows are in view, within the threshold that would otherwise ask for page 2.
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** New filters over a scrolled list: the old rows stay while they load, and the new ones start at the top. */
function FilteredList(args: Args) {
  const [state, setState] = useState({ from: 0, refreshing: false });
  return (
    <div style={{ display: 'grid', gridTemplateRows: 'auto 1fr', gap: vars.space.sm, height: '100%' }}>
      <button
        type="button"
        onClick={() => {
          setState((current) => ({ ...current, refreshing: true }));
          setTimeout(() => {
            setState({ from: 500, refreshing: false });
          }, 200);
        }}
      >
        Filter
      </button>
      <InfiniteList {...args} items={rows(state.from, 40)} refreshing={state.refreshing} />
    </div>
  );
}

/** Test: a scrolled list keeps its rows while new results load, then shows the new ones from their first. */
export const TestRefreshStartsAtTheTop: Story = {
  name: 'Test: refreshed results start at the top',
  tags: ['!visual'],
  args: { hasMore: false },
  render: (args) => <FilteredList {...args} />,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Invoices' });
    region.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(region.scrollTop).toBeGreaterThan(0));
    // At the end: the last row drawn (on a loaded machine the scroll can still be on its way there).
    await waitFor(() => expect(canvas.getByText('Invoice INV-00040')).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Invoice INV-00040')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByText('Invoice INV-00501')).toBeVisible());
    await expect(region.scrollTop).toBe(0);
    await expect(region).not.toHaveAttribute('aria-busy');
  },
};

/** A further page loading: no second request is made meanwhile. */
export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(within(canvas.getByRole('region', { name: 'Invoices' })).getByRole('status')).toHaveTextContent(
        'Loading more',
      ),
    );
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** A page failed: the error shows as an alert and loading stops. */
export const Error: Story = {
  args: { hasMore: true, error: 'An Unknown Error Occurred' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(within(canvas.getByRole('region', { name: 'Invoices' })).getByRole('alert')).toHaveTextContent(
        'An Unknown Error Occurred',
      ),
    );
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** Rows of very different heights are measured, not clipped. */
export const LongContent: Story = {
  args: {
    items: rows(0, 30, (i) =>
      'Detention at the consignee exceeded the free time; lumper receipt attached. '.repeat((i % 4) + 1),
    ),
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    const [first, second] = items;
    await waitFor(() =>
      expect(second!.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        first!.getBoundingClientRect().bottom,
      ),
    );
  },
};

/** Test: 10,000 items keep only the visible rows in the DOM, and the keyboard reaches the last one. */
export const TestTenThousandItems: Story = {
  name: 'Test: 10,000 items',
  args: { items: rows(0, 10_000), hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(30);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '10000');
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(canvas.getByText('Invoice INV-10000')).toBeVisible());
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(30);
  },
};

/**
 * Test: a `className` height wins over the kit's default even when the consumer's style sheet
 * loads first (a screen's lazy chunk before the kit's): the list keeps that height, overflows, and
 * PageDown scrolls it. On /accounting the kit's 100 % won instead, of a parent with no height: the
 * list grew to its full height and neither the wheel nor PageDown scrolled it.
 */
export const TestHeightFromClassName: Story = {
  name: 'Test: height from className',
  tags: ['!visual'],
  args: { items: rows(0, 40), hasMore: false, className: 'fk-story-list-height' },
  beforeEach: () => {
    const sheet = document.createElement('style');
    sheet.textContent = '.fk-story-list-height { height: 240px; }';
    document.head.prepend(sheet);
    return () => {
      sheet.remove();
    };
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Invoices' });
    await expect(region.clientHeight).toBe(240);
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    region.focus();
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(region.scrollTop).toBeGreaterThan(0));
  },
};
