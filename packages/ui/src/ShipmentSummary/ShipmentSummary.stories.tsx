import { ShipmentStatus, shipmentPreviewPath } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { sampleShipments } from './fixtures.ts';
import { ShipmentSummary } from './ShipmentSummary.tsx';
import { ShipmentSummarySkeleton } from './ShipmentSummarySkeleton.tsx';

const [first] = sampleShipments(1);
const shipment = { ...first!, status: ShipmentStatus.InTransit };

const meta = {
  title: 'Shipments/ShipmentSummary',
  component: ShipmentSummary,
  args: { shipment, href: shipmentPreviewPath(shipment.shipmentNumber) },
} satisfies Meta<typeof ShipmentSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['responsive'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Shipment 100000' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/all-shipments/100000/preview/details');
    await expect(canvas.getByRole('article', { name: 'Shipment 100000' })).toHaveTextContent('In Transit');
    await expect(canvas.getByText('Dallas, TX')).toBeVisible();
  },
};

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Shipment 100000' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const WithoutLink: Story = {
  args: { href: undefined, shipment: { ...shipment, status: ShipmentStatus.Delivered } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Delivered')).toBeVisible();
  },
};

export const NoDriverOrEquipment: Story = {
  args: {
    shipment: {
      ...shipment,
      status: ShipmentStatus.Voided,
      drivers: [],
      equipmentMode: null,
      equipmentTypes: 0,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No driver assigned')).toBeVisible();
  },
};

/**
 * `layout="stacked"` in a 400 px drawer on a wide screen: the lane gets its own line and nothing
 * runs past the right edge, as the four columns did before (the dashboard's preview drawer).
 */
export const Stacked: Story = {
  args: { layout: 'stacked' },
  decorators: [
    (Story) => (
      <div style={{ width: 400 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: 'Shipment 100000' });
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
    const driver = canvas.getByText('Driver');
    await expect(driver.getBoundingClientRect().right).toBeLessThanOrEqual(
      article.getBoundingClientRect().right,
    );
    await expect(canvas.getByText('Dallas, TX')).toBeVisible();
  },
};

/**
 * One summary while it loads, over the loaded one in each of its three layouts: four columns (the
 * story's width), three (a 640 px box, the dashboard's beside the score card) and stacked (a 400 px
 * drawer). Each placeholder's height is worked out from the tokens its loaded summary's lines use, so
 * the two are the same height in every layout, and a page's tabs under the summary do not move when it
 * arrives (ADR 087).
 */
export const Loading: Story = {
  tags: ['responsive'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(
        [
          ['row', '100%'],
          ['row', 'min(640px, 100%)'],
          ['stacked', 'min(400px, 100%)'],
        ] as const
      ).map(([layout, width]) => (
        <div key={width} data-pair={layout} style={{ width, display: 'grid', gap: 4 }}>
          <ShipmentSummary loading layout={layout} />
          <ShipmentSummary {...args} layout={layout} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    const pairs = canvasElement.querySelectorAll<HTMLElement>('[data-pair]');
    await expect(pairs).toHaveLength(3);
    for (const pair of pairs) {
      const placeholder = pair.querySelector<HTMLElement>('[aria-busy="true"]');
      const loaded = pair.querySelector('article');
      await expect(placeholder).not.toBeNull();
      await expect(loaded).not.toBeNull();
      // Nothing in the placeholder is read out but its busy state, and the answer takes away two elements.
      await expect(placeholder!).toHaveTextContent(/^$/);
      await expect(placeholder!.querySelectorAll('*')).toHaveLength(1);
      const heights = [placeholder!, loaded!].map((element) => element.getBoundingClientRect().height);
      await expect(Math.abs(heights[0]! - heights[1]!)).toBeLessThan(0.5);
    }
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

/**
 * A list of rows while it loads (`ShipmentSummarySkeleton`): one busy element, announced once, drawn
 * as rows above a loaded row for comparison. It is what a list shows until its first answer.
 */
export const LoadingList: Story = {
  tags: ['responsive'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ShipmentSummarySkeleton rows={3} label="Loading shipments" />
      <ShipmentSummary {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('status', { name: 'Loading shipments' });
    await expect(placeholder).toHaveAttribute('aria-busy', 'true');
    // One element for every row: nothing inside for the answer to take away one by one.
    await expect(placeholder.childElementCount).toBe(0);
    const row = canvas.getByRole('article', { name: 'Shipment 100000' }).getBoundingClientRect().height;
    // Three rows tall, each a loading row's height: more than one bar, less than a loaded row.
    const height = placeholder.getBoundingClientRect().height;
    await expect(height).toBeGreaterThan(3 * 40);
    await expect(height).toBeLessThan(3 * Math.max(row, 60));
  },
};

export const LongContent: Story = {
  tags: ['responsive'],
  args: {
    shipment: {
      ...shipment,
      shipmentNumber: 'SH-2026-000123456789',
      origin: { ...shipment.origin, city: 'Rancho Santa Margarita Industrial Park North', state: 'CA' },
      destination: {
        ...shipment.destination,
        city: 'Saint-Jean-sur-Richelieu',
        state: 'QC',
        postalCode: 'J3B 1A1',
      },
      equipmentTypes: 0b1111_1111_1111,
      drivers: ['Maria Guadalupe Gonzalez-Hernandez', 'Christopher Alexander Johnson III'],
    },
  },
};

/** Every status, to review the chip tones side by side. */
export const AllStatuses: Story = {
  render: (args) => (
    <div>
      {Object.values(ShipmentStatus).map((status, i) => (
        <ShipmentSummary
          key={status}
          {...args}
          shipment={{ ...shipment, shipmentNumber: 100000 + i, status }}
          href={shipmentPreviewPath(100000 + i)}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(Object.values(ShipmentStatus).length);
  },
};
