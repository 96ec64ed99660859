import { contract } from '@freightkit/api';
import {
  ltlBookingFailedFixture,
  ltlBookingSucceededFixture,
  rateBookingFailedFixture,
  rateBookingSucceededFixture,
  shipmentRatesFixture,
} from '@freightkit/api/fixtures';
import { endpointHandler, errorResponse } from '@freightkit/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../app/messages.ts';
import { PortalStory } from '../../app/stories/PortalStory.tsx';
import { ShipmentRatesScreen } from './ShipmentRatesScreen.tsx';

const m = portalMessagesEn;

const routes = [
  { path: '/rates/:rateType/shipment/:shipmentNumber', element: <ShipmentRatesScreen /> },
  { path: '/rates/:shipmentNumber', element: <ShipmentRatesScreen /> },
];

const meta = {
  title: 'Portal/Shipment Rates',
  component: PortalStory,
  parameters: { layout: 'fullscreen' },
  // Plays and axe in every theme; no visual baselines (the kit's RateTable keeps its own).
  tags: ['!visual'],
  args: { routes, path: '/rates/300001', persona: 'broker' },
  beforeEach({ msw }) {
    msw.use(endpointHandler(contract.rates.forShipment, () => shipmentRatesFixture));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const long = { timeout: 15_000 };
const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** A broker books Swiftline's contract TL rate: only contract TL rates offer Book; the new maxBuy shows. */
export const BrokerBooks: Story = {
  beforeEach({ msw }) {
    msw.use(
      endpointHandler(contract.rates.bookContractTl, ({ params }) =>
        params.id === 'rate-1'
          ? rateBookingSucceededFixture
          : errorResponse(400, `Unexpected booking of ${params.id}`),
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'Rates for shipment 300001', level: 1 }, long);
    const table = await canvas.findByRole('table', { name: m['rates.shipment.caption'] }, long);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4), long);
    const buttons = within(table).getAllByRole('button');
    // Two contract TL rates and the carrier's LTL quote are bookable (ADR 053).
    await expect(buttons).toHaveLength(3);
    await expect(within(table).getByText('Prairie LTL')).toBeInTheDocument();
    await expect(canvas.getByText(m['rates.shipment.noMaxBuy'])).toBeInTheDocument();
    const first = buttons[0];
    if (!first) throw new Error('no Book button');
    first.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(
      () =>
        expect(
          body(canvasElement).getByText(
            'Booked with Swiftline Carriers at $1,850.00. Max buy is now $1,855.00.',
          ),
        ).toBeInTheDocument(),
      long,
    );
  },
};

/** The back end answers bookingSucceeded false: each of its error messages is listed. */
export const BookingRefused: Story = {
  beforeEach({ msw }) {
    msw.use(endpointHandler(contract.rates.bookContractTl, () => rateBookingFailedFixture));
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: m['rates.shipment.caption'] }, long);
    const book = (await within(table).findAllByRole('button', {}, long))[0];
    if (!book) throw new Error('no Book button');
    await userEvent.click(book);
    const list = await canvas.findByRole('list', { name: m['rates.shipment.bookingFailed'] }, long);
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    await expect(items).toEqual(rateBookingFailedFixture.errors);
  },
};

/** A second booking meanwhile (409): the back end's sentence shows. */
export const AlreadyBooked: Story = {
  beforeEach({ msw }) {
    msw.use(
      endpointHandler(contract.rates.bookContractTl, () =>
        errorResponse(409, 'This shipment is already booked on a rate; reload its rates to see which.'),
      ),
    );
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: m['rates.shipment.caption'] }, long);
    const book = (await within(table).findAllByRole('button', {}, long))[0];
    if (!book) throw new Error('no Book button');
    await userEvent.click(book);
    await canvas.findByText(/already booked on a rate/, {}, long);
  },
};

/** A carrier's dispatcher sees the rates but books none (rates.book is the broker's). */
export const CarrierReadOnly: Story = {
  args: { persona: 'dispatcher' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: m['rates.shipment.caption'] }, long);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4), long);
    await expect(within(table).queryAllByRole('button')).toHaveLength(0);
  },
};

/** One rate type's page: `/rates/contract/shipment/300001` names the type in its title. */
export const OfOneType: Story = {
  args: { path: '/rates/contract/shipment/300001' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Contract rates for shipment 300001', level: 1 }, long);
  },
};

/** Another company's shipment (404): not found, with the way back. */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(
      endpointHandler(contract.rates.forShipment, () => errorResponse(404, 'The shipment was not found.')),
    );
  },
  play: async ({ canvas }) => {
    await canvas.findByText(m['rates.shipment.notFound'], {}, long);
    await expect(canvas.getByRole('link', { name: m['rates.shipment.back'] })).toBeInTheDocument();
  },
};

/** A broker books the carrier's LTL quote ("book LTL"): the notice names the carrier, the quote and the price. */
export const BrokerBooksLtlQuote: Story = {
  beforeEach({ msw }) {
    msw.use(
      endpointHandler(contract.rates.bookLtl, ({ params }) =>
        params.id === 'rate-3'
          ? ltlBookingSucceededFixture
          : errorResponse(400, `Unexpected booking of ${params.id}`),
      ),
      endpointHandler(contract.rates.bookContractTl, () =>
        errorResponse(400, 'The LTL quote went to the contract booking'),
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const table = await canvas.findByRole('table', { name: m['rates.shipment.caption'] }, long);
    const book = await within(table).findByRole('button', { name: 'Book Prairie LTL at $1,240.00' }, long);
    book.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(
      () =>
        expect(
          body(canvasElement).getByText('Booked with Prairie LTL on LTL quote Q-77120 at $1,240.00.'),
        ).toBeInTheDocument(),
      long,
    );
  },
};

/** The LTL booking answered bookingSucceeded false: its message is listed. */
export const LtlBookingRefused: Story = {
  beforeEach({ msw }) {
    msw.use(endpointHandler(contract.rates.bookLtl, () => ltlBookingFailedFixture));
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: m['rates.shipment.caption'] }, long);
    await userEvent.click(await within(table).findByRole('button', { name: /Prairie LTL/ }, long));
    const list = await canvas.findByRole('list', { name: m['rates.shipment.bookingFailed'] }, long);
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(ltlBookingFailedFixture.errors);
  },
};

/**
 * The contract booking refused, read in US Spanish: each reason from its key and values (ADR 048, 057),
 * the statuses in their Spanish labels; the carrier's own reason stays as it sent it.
 */
export const BookingRefusedInSpanish: Story = {
  globals: { locale: 'es-US' },
  tags: ['locale'],
  beforeEach({ msw }) {
    msw.use(endpointHandler(contract.rates.bookContractTl, () => rateBookingFailedFixture));
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', {}, long);
    const book = (await within(table).findAllByRole('button', {}, long))[0];
    if (!book) throw new Error('no Book button');
    await userEvent.click(book);
    const list = await canvas.findByRole('list', { name: 'La reserva no se completó' }, long);
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'La tarifa tiene un error: Carrier insurance expired.',
      'El envío solo se puede reservar mientras está en estado Listo para reservar o En oferta.',
    ]);
  },
};

/** The LTL booking refused, read in Canadian French. */
export const LtlBookingRefusedInFrench: Story = {
  globals: { locale: 'fr-CA' },
  tags: ['locale'],
  beforeEach({ msw }) {
    msw.use(endpointHandler(contract.rates.bookLtl, () => ltlBookingFailedFixture));
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', {}, long);
    await userEvent.click(await within(table).findByRole('button', { name: /Prairie LTL/ }, long));
    const list = await canvas.findByRole('list', { name: 'La réservation n’a pas abouti' }, long);
    const [reason] = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    await expect(reason).toMatch(/^L’expédition ne peut être réservée que lorsqu’elle est à l’état /);
    await expect(reason).not.toContain('Ready to Book');
  },
};
