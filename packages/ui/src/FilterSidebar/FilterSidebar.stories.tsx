import { invoiceStatuses, specMessages, thirdPartyPayerViews } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { vars } from '../theme/contract.css.ts';
import { FilterSidebar, type FilterSidebarProps } from './FilterSidebar.tsx';

const counts: Record<string, number> = { actionRequired: 12, draft: 3, received: 41, settled: 128, all: 184 };
const views = thirdPartyPayerViews.map((view) => ({
  id: view.id,
  label: specMessages.en[view.label] ?? view.label,
  count: counts[view.id],
}));

/** Story-only stand-in for the portal's filter controls (the real ones use the kit's fields). */
function SampleFilters() {
  return (
    <fieldset style={{ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs }}>
      <legend style={{ fontWeight: 700, marginBottom: vars.space.xs }}>
        {specMessages.en['tpp.filter.invoiceStatus']}
      </legend>
      {invoiceStatuses.entries
        .filter((entry) => entry.value >= 0)
        .map((entry) => (
          <label key={entry.key} style={{ display: 'flex', gap: vars.space.sm }}>
            <input type="checkbox" /> {entry.label}
          </label>
        ))}
      <label style={{ display: 'flex', gap: vars.space.sm, marginTop: vars.space.md }}>
        <input type="checkbox" defaultChecked /> {specMessages.en['tpp.filter.onlyAuditable']}
      </label>
    </fieldset>
  );
}

function Stateful(args: FilterSidebarProps) {
  const [view, setView] = useState(args.selectedView);
  return (
    <div style={{ height: 520, display: 'flex' }}>
      <FilterSidebar
        {...args}
        selectedView={view}
        onViewChange={(id) => {
          setView(id);
          args.onViewChange(id);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Data display/FilterSidebar',
  component: FilterSidebar,
  tags: ['responsive'],
  args: {
    views,
    selectedView: 'actionRequired',
    onViewChange: fn(),
    filters: <SampleFilters />,
    onApply: fn(),
    onReset: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof FilterSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** VIEWS with counts; arrow keys move through the views and select them. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'VIEWS' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Action Required/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onViewChange).toHaveBeenLastCalledWith('draft');
    await expect(canvas.getByRole('radio', { name: /Draft/ })).toBeChecked();
  },
};

/** FILTERS: the caller's controls with Apply and Reset; what the user set survives a look at VIEWS. */
export const Filters: Story = {
  args: { defaultTab: 'filters' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'FILTERS' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'FILTERS' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    const draft = canvas.getByRole('checkbox', { name: 'Draft' });
    await expect(draft).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(draft).toBeChecked();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'VIEWS' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'FILTERS' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('checkbox', { name: 'Draft' })).toBeChecked();
    const apply = canvas.getByRole('button', { name: 'Apply' });
    apply.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Reset' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

/** With a search bar above the tabs (a slot; the portal passes the kit's text field). */
export const WithSearch: Story = {
  args: {
    search: (
      <label style={{ display: 'grid', gap: vars.space.xs }}>
        {specMessages.en['tpp.search']}
        <input type="search" style={{ font: 'inherit', padding: vars.space.sm }} />
      </label>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  },
};

/** Counts still loading: the views show without numbers. */
export const CountsLoading: Story = {
  args: { views: views.map(({ id, label }) => ({ id, label })) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await expect(canvas.queryByText('184')).toBeNull();
  },
};

/** No views at all (e.g. while the view list fails to load). */
export const Empty: Story = {
  args: { views: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
    await expect(canvas.getByRole('tab', { name: 'FILTERS' })).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: {
    views: [
      ...views,
      {
        id: 'long',
        label: 'Received but awaiting proof of delivery and lumper receipts from the carrier',
        count: 123456,
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('123456')).toBeVisible();
  },
};
