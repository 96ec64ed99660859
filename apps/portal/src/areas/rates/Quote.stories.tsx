import { contract } from '@freightkit/api';
import {
  adHocRatesFixture,
  emptyAdHocRatesFixture,
  heavierAdHocRatesFixture,
} from '@freightkit/api/fixtures';
import { endpointHandler, errorResponse } from '@freightkit/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../app/messages.ts';
import { PortalStory } from '../../app/stories/PortalStory.tsx';
import { QuoteScreen } from './QuoteScreen.tsx';

const m = portalMessagesEn;

const routes = [{ path: '/rates/quote', element: <QuoteScreen /> }];

const meta = {
  title: 'Portal/Rates Quote',
  component: PortalStory,
  parameters: { layout: 'fullscreen' },
  // A baseline of the priced lane (carrier theme, the portal convention); plays and axe everywhere.
  tags: ['!visual'],
  args: { routes, path: '/rates/quote', persona: 'broker' },
  beforeEach({ msw }) {
    // Prices follow the weight, as the back end's do: 30,000 lb or less answers the lighter page.
    msw.use(
      endpointHandler(contract.rates.forAdHoc, ({ body }) =>
        body.products.reduce((sum, p) => sum + p.weightLbs, 0) > 30000
          ? heavierAdHocRatesFixture
          : adHocRatesFixture,
      ),
    );
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const long = { timeout: 15_000 };

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Types a lane Chicago 60607 → Dallas 75201, picked up 2030-01-15, one product of `weight` lb in 20 pieces. */
async function fillLane(canvas: Canvas, weight: string) {
  await canvas.findByRole('heading', { name: m['rates.quote.title'], level: 1 }, long);
  await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(m['rates.quote.origin']) }), '60607');
  await userEvent.type(
    canvas.getByRole('textbox', { name: new RegExp(m['rates.quote.destination']) }),
    '75201',
  );
  await userEvent.type(canvas.getByLabelText(new RegExp(m['rates.quote.pickupDate'])), '2030-01-15');
  await userEvent.type(canvas.getByRole('spinbutton', { name: /Product 1: weight/ }), weight);
  await userEvent.type(canvas.getByRole('spinbutton', { name: /Product 1: pieces/ }), '20');
}

const submit = async (canvas: Canvas) => {
  canvas.getByRole('button', { name: m['rates.quote.submit'] }).focus();
  await userEvent.keyboard('{Enter}');
};

/** A broker prices a TL lane: the lane's miles, the API quote's id and every rate not in error. */
export const PricedLane: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await fillLane(canvas, '30000');
    await submit(canvas);
    const table = await canvas.findByRole('table', { name: m['rates.quote.caption'] }, long);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5), long);
    await expect(
      canvas.getByText('Chicago, IL 60607 to Dallas, TX 75201: 805 miles. API quote Q-100042.'),
    ).toBeInTheDocument();
    await expect(within(table).getByText('Keystone Express')).toBeInTheDocument();
    await expect(within(table).getByText('$2,172.25')).toBeInTheDocument();
    // A quote is priced, not booked: no Book buttons.
    await expect(within(table).queryAllByRole('button')).toHaveLength(0);
  },
};

/** A heavier load is priced again: the same lane at 40,000 lb costs more. */
export const WeightChangesThePrices: Story = {
  play: async ({ canvas }) => {
    await fillLane(canvas, '30000');
    await submit(canvas);
    const table = await canvas.findByRole('table', { name: m['rates.quote.caption'] }, long);
    await within(table).findByText('$2,172.25', {}, long);
    const weight = canvas.getByRole('spinbutton', { name: /Product 1: weight/ });
    await userEvent.clear(weight);
    await userEvent.type(weight, '40000');
    await submit(canvas);
    await within(table).findByText('$2,494.25', {}, long);
    await expect(within(table).queryByText('$2,172.25')).toBeNull();
  },
};

/** Domain's rule runs before sending: each problem at its field, nothing sent. */
export const CheckedBeforeSending: Story = {
  beforeEach({ msw }) {
    msw.use(
      endpointHandler(contract.rates.forAdHoc, () => errorResponse(500, 'The form was sent unchecked.')),
    );
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: m['rates.quote.title'], level: 1 }, long);
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(m['rates.quote.origin']) }), '6060');
    await submit(canvas);
    await expect(
      await canvas.findByText('Enter a 5-digit ZIP code or a Canadian postal code like K1A 0B1.', {}, long),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Enter the ZIP or postal code.')).toBeInTheDocument();
    await expect(canvas.getByText('Enter the pickup date.')).toBeInTheDocument();
    await expect(
      canvas.getByText('Enter the weight in pounds, more than 0 and at most 45000.'),
    ).toBeInTheDocument();
    await expect(canvas.queryByText(m['rates.quote.failed'])).toBeNull();
    await expect(canvas.getByRole('textbox', { name: new RegExp(m['rates.quote.origin']) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** LTL asks each product's freight class; a second product can be added and removed. */
export const LtlAsksTheClass: Story = {
  play: async ({ canvas, canvasElement }) => {
    await fillLane(canvas, '1200');
    await userEvent.click(canvas.getByRole('combobox', { name: new RegExp(m['rates.quote.shippingMode']) }));
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'LTL' }, long),
    );
    await userEvent.click(canvas.getByRole('button', { name: m['rates.quote.addProduct'] }));
    await expect(canvas.getByRole('spinbutton', { name: /Product 2: weight/ })).toBeInTheDocument();
    await submit(canvas);
    await waitFor(
      () => expect(canvas.getAllByText('Choose the freight class (50 to 500).')).toHaveLength(2),
      long,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove product 2' }));
    await expect(canvas.queryByRole('spinbutton', { name: /Product 2: weight/ })).toBeNull();
  },
};

/** The back end refuses a postal code it cannot place: its sentence shows at that field. */
export const RefusedByTheBackEnd: Story = {
  beforeEach({ msw }) {
    msw.use(
      endpointHandler(contract.rates.forAdHoc, () =>
        errorResponse(400, 'The request is invalid.', {
          destinationPostalCode: ['We do not know where this postal code is; check it.'],
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await fillLane(canvas, '30000');
    await submit(canvas);
    await expect(
      await canvas.findByText('We do not know where this postal code is; check it.', {}, long),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** No carrier prices the lane: the table says so in the quote's words. */
export const NoRates: Story = {
  beforeEach({ msw }) {
    msw.use(endpointHandler(contract.rates.forAdHoc, () => emptyAdHocRatesFixture));
  },
  play: async ({ canvas }) => {
    await fillLane(canvas, '30000');
    await submit(canvas);
    await expect(await canvas.findByText(m['rates.quote.empty'], {}, long)).toBeInTheDocument();
  },
};

/** A carrier's dispatcher reads why there is no form (quotes are the broker's). */
export const CarrierReadsWhy: Story = {
  args: { persona: 'dispatcher' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m['rates.quote.brokersOnly'], {}, long)).toBeInTheDocument();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};
