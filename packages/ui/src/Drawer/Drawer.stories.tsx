import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Drawer } from './Drawer.tsx';

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  tags: ['responsive'],
  args: {
    title: 'Filters',
    trigger: <Button variant="secondary">Filters</Button>,
    onOpenChange: fn(),
    children: <p style={{ margin: 0 }}>Filter controls go here.</p>,
    footer: (
      <>
        <Button variant="secondary">Reset</Button>
        <Button>Apply</Button>
      </>
    ),
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Opens from the right by keyboard; Tab stays inside; Escape closes and returns focus. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Filters' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await expect(drawer.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await body(canvasElement).findByRole('dialog', { name: 'Filters' });
  },
};

/** From the left. */
export const Left: Story = {
  args: { placement: 'left', defaultOpen: true, size: 'small', title: 'Navigation', footer: undefined },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('dialog', { name: 'Navigation' })).toHaveAttribute(
      'data-placement',
      'left',
    );
  },
};

/** A top sheet with a visually hidden title, like the shipment search. */
export const Top: Story = {
  args: {
    placement: 'top',
    defaultOpen: true,
    hideTitle: true,
    title: 'Search By Shipment #',
    footer: undefined,
    children: <p style={{ margin: 0 }}>Enter shipment number to start search</p>,
  },
  play: async ({ canvasElement }) => {
    const drawer = await body(canvasElement).findByRole('dialog', { name: 'Search By Shipment #' });
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** Long content scrolls inside the body. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    size: 'large',
    title: 'Accessorial Request Details for Shipment 100234 at Consignee Dock',
    children: (
      <div>
        {Array.from({ length: 40 }, (_, i) => (
          <p key={i}>Line {i + 1}: detention at the consignee beyond the two free hours.</p>
        ))}
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const drawer = await body(canvasElement).findByRole('dialog');
    await expect(within(drawer).getByRole('button', { name: 'Apply' })).toBeVisible();
  },
};
