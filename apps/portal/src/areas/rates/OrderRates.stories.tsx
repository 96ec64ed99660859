import { contract } from '@freightkit/api';
import {
  ltlQuoteFixture,
  orderRatesFixture,
  ratedOrderFixture,
  unpricedOrderRatesFixture,
} from '@freightkit/api/fixtures';
import { defaultHandlers, endpointHandler, errorResponse, fixturePending } from '@freightkit/api/msw';
import { OrderStatus, ShippingMode } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../app/messages.ts';
import { PortalStory } from '../../app/stories/PortalStory.tsx';
import { OrderPreviewScreen } from '../orders/OrderPreviewScreen.tsx';
import { OrderRatesScreen } from './OrderRatesScreen.tsx';

const m = portalMessagesEn;

const routes = [
  { path: '/rates/order/:orderNumber', element: <OrderRatesScreen /> },
  { path: '/orders/:orderNumber/preview/details', element: <OrderPreviewScreen tab="details" /> },
];

const meta = {
  title: 'Portal/Order Rates',
  component: PortalStory,
  parameters: { layout: 'fullscreen' },
  args: { routes, path: '/rates/order/500101', persona: 'broker' },
  beforeEach({ msw }) {
    msw.use(endpointHandler(contract.rates.forOrder, () => orderRatesFixture));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const long = { timeout: 15_000 };

/** The order's lane priced: the order, its lane and miles, and every rate not in error; nothing to book here. */
export const Priced: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Rates for order 500101', level: 1 }, long);
    const table = await canvas.findByRole('table', { name: m['rates.shipment.caption'] }, long);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5), long);
    await expect(within(table).queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByText('Chicago, IL 60607 to Dallas, TX 75201: 805 miles.')).toBeInTheDocument();
    await expect(canvas.getByText('30,000 lb')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Open order 500101' })).toHaveAttribute(
      'href',
      '/orders/500101/preview/details',
    );
    await expect(canvas.getByText(m['rates.order.noShipment'])).toBeInTheDocument();
  },
};

/** A planned LTL order: its LTL rates, and a link to its shipment's own rates page. */
export const OnAShipment: Story = {
  tags: ['!visual'],
  beforeEach({ msw }) {
    msw.use(
      endpointHandler(contract.rates.forOrder, () => ({
        ...orderRatesFixture,
        order: {
          ...ratedOrderFixture,
          status: OrderStatus.Planned,
          shippingMode: ShippingMode.LTL,
          weightLbs: 2430,
          shipmentNumber: '700009',
        },
        items: [ltlQuoteFixture],
        totalCount: 1,
      })),
    );
  },
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Rates for shipment 700009' }, long);
    await expect(link).toHaveAttribute('href', '/rates/700009');
    await expect(canvas.getByText('LTL')).toBeInTheDocument();
    await expect(await canvas.findByText('Prairie LTL', {}, long)).toBeInTheDocument();
  },
};

/** An order nothing can price (no weight, an unknown postal code): why, and an empty table that says so. */
export const Unpriced: Story = {
  tags: ['!visual'],
  beforeEach({ msw }) {
    msw.use(endpointHandler(contract.rates.forOrder, () => unpricedOrderRatesFixture));
  },
  play: async ({ canvas }) => {
    await canvas.findByText(m['rates.order.unpriced'], {}, long);
    await expect(canvas.getByText(m['rates.order.empty'])).toBeInTheDocument();
  },
};

/** The rates are still being priced. */
export const Loading: Story = {
  tags: ['!visual'],
  beforeEach({ msw }) {
    msw.use(fixturePending(contract.rates.forOrder));
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Rates for order 500101', level: 1 }, long);
    await expect(canvas.queryByRole('link', { name: 'Open order 500101' })).toBeNull();
    await expect(canvas.queryByText('Swiftline Carriers')).toBeNull();
  },
};

/** The back end failed (500): the table says the rates could not be loaded. */
export const LoadFailed: Story = {
  tags: ['!visual'],
  beforeEach({ msw }) {
    msw.use(endpointHandler(contract.rates.forOrder, () => errorResponse(500, 'Boom')));
  },
  play: async ({ canvas }) => {
    await canvas.findByText(m['rates.shipment.loadFailed'], {}, long);
  },
};

/** Another company's order (404): not found, with the way back to the orders. */
export const NotFound: Story = {
  tags: ['!visual'],
  beforeEach({ msw }) {
    msw.use(
      endpointHandler(contract.rates.forOrder, () => errorResponse(404, 'Order 500101 was not found.')),
    );
  },
  play: async ({ canvas }) => {
    await canvas.findByText(m['rates.order.notFound'], {}, long);
    await expect(canvas.getByRole('link', { name: m['rates.order.back'] })).toHaveAttribute(
      'href',
      '/orders',
    );
  },
};

/** A carrier's dispatcher reads why instead of the rates, and nothing is asked of the back end. */
export const CarrierRefused: Story = {
  tags: ['!visual'],
  args: { persona: 'dispatcher' },
  beforeEach({ msw }) {
    msw.use(endpointHandler(contract.rates.forOrder, () => errorResponse(500, 'A carrier asked')));
  },
  play: async ({ canvas }) => {
    await canvas.findByText(m['rates.order.brokersOnly'], {}, long);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** From the order's preview: "See rates" leads to the order's rates, by keyboard. */
export const FromTheOrderPreview: Story = {
  tags: ['!visual'],
  args: { path: '/orders/500101/preview/details' },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers({ persona: 'broker' }));
  },
  play: async ({ canvas }) => {
    const see = await canvas.findByRole('link', { name: m['orders.preview.seeRates'] }, long);
    see.focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('heading', { name: 'Rates for order 500101', level: 1 }, long);
    await canvas.findByRole('table', { name: m['rates.shipment.caption'] }, long);
  },
};

/** In US Spanish: the page's title, facts and lane. */
export const InSpanish: Story = {
  globals: { locale: 'es-US' },
  tags: ['locale', '!visual'],
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Tarifas de la orden 500101', level: 1 }, long);
    await canvas.findByText('Chicago, IL 60607 a Dallas, TX 75201: 805 millas.', {}, long);
  },
};
