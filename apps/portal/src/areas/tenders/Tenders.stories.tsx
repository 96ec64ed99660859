import { answerBody, contract } from '@freightkit/api';
import {
  acceptedTenderDetailFixture,
  customerScoreFixture,
  newCustomerScoreFixture,
  emptyTenderPageFixture,
  rejectedTenderDetailFixture,
  sentTenderDetailFixture,
  tenderChargesFixture,
  tenderPageFixture,
} from '@freightkit/api/fixtures';
import { endpointHandler, errorResponse, fixtureError, recordedFixture } from '@freightkit/api/msw';
import {
  tenderAnswerRefusal,
  tenderAnswerRefusalMessage,
  TenderOfferStatus,
  TenderRejectReason,
  tenderRejectReasons,
} from '@freightkit/domain';
import { loadedText } from '@freightkit/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../app/messages.ts';
import { PortalStory } from '../../app/stories/PortalStory.tsx';
import { TenderDetailScreen } from './TenderDetailScreen.tsx';
import { TenderListScreen } from './TenderListScreen.tsx';

const m = portalMessagesEn;

const routes = [
  { path: '/tenders', element: <TenderListScreen /> },
  { path: '/tenders/:tenderIdOrShipmentNumber', element: <TenderDetailScreen /> },
];

const meta = {
  title: 'Portal/Tenders',
  component: PortalStory,
  parameters: { layout: 'fullscreen' },
  // Baselines where the pixels say something (the list, a rejected tender's page); plays and axe everywhere.
  tags: ['!visual'],
  args: { routes, path: '/tenders', persona: 'dispatcher' },
  beforeEach({ msw }) {
    msw.use(
      endpointHandler(contract.tenders.list, () => tenderPageFixture),
      endpointHandler(contract.tenders.byId, () => sentTenderDetailFixture),
      endpointHandler(contract.tenders.additionalCharges, () => tenderChargesFixture),
      endpointHandler(contract.tenders.customerScore, () => customerScoreFixture),
    );
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const long = { timeout: 15_000 };
const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** The open tenders: a card each with Accept and Reject, the total and the pager. */
export const List: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: m['tenders.list'] }, long);
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByRole('link', { name: 'Shipment 100012' })).toHaveAttribute(
      'href',
      '/tenders/100012',
    );
    await expect(first.getByRole('button', { name: m['tenders.accept'] })).toBeEnabled();
    await expect(canvas.getByText(/^2 tenders$/)).toBeInTheDocument();
  },
};

/** No open tenders: an empty state that says where tenders come from. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(endpointHandler(contract.tenders.list, () => emptyTenderPageFixture));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m['tenders.empty.title'], {}, long)).toBeInTheDocument();
  },
};

/** The list fails: the message and a retry. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(endpointHandler(contract.tenders.list, () => errorResponse(500, 'An internal error occurred.')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m['tenders.error.title'], {}, long)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: m['tenders.retry'] })).toBeInTheDocument();
  },
};

/** A driver-only user sees tenders but is offered no answer (domain's 'tenders.respond'). */
export const ListWithoutAnswers: Story = {
  args: { persona: 'driver' },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: m['tenders.list'] }, long);
    await expect(canvas.queryByRole('button', { name: m['tenders.accept'] })).toBeNull();
  },
};

/** One open tender: card, rate with its charges, stops; accepting by keyboard shows the notice. */
export const Detail: Story = {
  args: { path: '/tenders/100012' },
  beforeEach({ msw }) {
    msw.use(endpointHandler(contract.tenders.answer, () => acceptedTenderDetailFixture));
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'Tender for shipment 100012' }, long);
    await expect(await canvas.findByText('Fuel Surcharge', {}, long)).toBeInTheDocument();
    await expect(canvas.getAllByText('$2,194.00').length).toBeGreaterThan(0);
    const accept = canvas.getByRole('button', { name: m['tenders.accept'] });
    accept.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('alertdialog', {}, long);
    within(dialog).getByRole('button', { name: 'Accept' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await body(canvasElement).findByText('Tender accepted: shipment 100012 is booked to you', {}, long),
    ).toBeInTheDocument();
  },
};

/** Answered elsewhere meanwhile: the 409's sentence shows in the dialog and the typed note stays. */
export const AnsweredElsewhere: Story = {
  args: { path: '/tenders/100012' },
  beforeEach({ msw }) {
    msw.use(
      endpointHandler(contract.tenders.answer, () =>
        errorResponse(409, tenderAnswerRefusalMessage(TenderOfferStatus.Accepted)),
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: m['tenders.reject'] }, long));
    const d = within(await body(canvasElement).findByRole('dialog', {}, long));
    await userEvent.click(d.getByRole('radio', { name: 'No Capacity' }));
    await userEvent.type(d.getByRole('textbox', { name: 'Note to the broker' }), 'Trucks are full');
    await userEvent.click(d.getByRole('button', { name: 'Reject' }));
    await expect(
      await d.findByText(tenderAnswerRefusalMessage(TenderOfferStatus.Accepted), {}, long),
    ).toBeInTheDocument();
    await expect(d.getByRole('textbox', { name: 'Note to the broker' })).toHaveValue('Trucks are full');
    await expect(d.getByRole('radio', { name: 'No Capacity' })).toBeChecked();
  },
};

/**
 * Issue 19, ADR 048: the server's 409 carries the key of its sentence, so a Spanish dispatcher reads why
 * in Spanish (from the catalog), not the English the server also sent.
 */
export const AnsweredElsewhereInSpanish: Story = {
  name: 'Answered elsewhere, in US Spanish',
  args: { path: '/tenders/100012' },
  globals: { locale: 'es-US' },
  tags: ['locale'],
  beforeEach({ msw }) {
    msw.use(
      fixtureError(contract.tenders.answer, 409, answerBody(tenderAnswerRefusal(TenderOfferStatus.Accepted))),
    );
  },
  play: async ({ canvas, canvasElement, loaded }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: loadedText(loaded, 'tenders.accept') }, long),
    );
    const d = within(await body(canvasElement).findByRole('alertdialog', {}, long));
    await userEvent.click(d.getByRole('button', { name: loadedText(loaded, 'kit.offer.accept') }));
    await expect(
      await d.findByText(loadedText(loaded, 'answer.tenders.alreadyAccepted'), {}, long),
    ).toBeInTheDocument();
    await expect(d.getByText('Esta oferta ya fue aceptada, así que ya no se puede responder.')).toBeVisible();
    await expect(d.queryByText(tenderAnswerRefusalMessage(TenderOfferStatus.Accepted))).toBeNull();
  },
};

/** The same refusal from an older server, without the key: the English sentence it sent, as before. */
export const AnsweredElsewhereWithoutKeyInFrench: Story = {
  name: 'Answered elsewhere, no key, in Canadian French',
  args: { path: '/tenders/100012' },
  globals: { locale: 'fr-CA' },
  tags: ['locale'],
  beforeEach({ msw }) {
    msw.use(
      fixtureError(contract.tenders.answer, 409, tenderAnswerRefusalMessage(TenderOfferStatus.Accepted)),
    );
  },
  play: async ({ canvas, canvasElement, loaded }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: loadedText(loaded, 'tenders.accept') }, long),
    );
    const d = within(await body(canvasElement).findByRole('alertdialog', {}, long));
    await userEvent.click(d.getByRole('button', { name: loadedText(loaded, 'kit.offer.accept') }));
    await expect(
      await d.findByText(tenderAnswerRefusalMessage(TenderOfferStatus.Accepted), {}, long),
    ).toBeInTheDocument();
  },
};

/**
 * Issue 19: the rejection's own rules speak the dispatcher's language. "Dislikes Rate" without the
 * rate the carrier would take, in Canadian French: the field says what is missing in French and
 * nothing is sent.
 */
export const RejectWithoutRateInFrench: Story = {
  name: 'Reject without the rate, in Canadian French',
  args: { path: '/tenders/100012' },
  globals: { locale: 'fr-CA' },
  tags: ['locale'],
  play: async ({ canvas, canvasElement, loaded, msw }) => {
    const answer = recordedFixture(contract.tenders.answer, acceptedTenderDetailFixture);
    msw.use(answer.handler);
    await userEvent.click(
      await canvas.findByRole('button', { name: loadedText(loaded, 'tenders.reject') }, long),
    );
    const d = within(await body(canvasElement).findByRole('dialog', {}, long));
    const dislikes = tenderRejectReasons.messageKey(TenderRejectReason.DislikesRate) ?? '';
    await userEvent.click(d.getByRole('radio', { name: loadedText(loaded, dislikes) }));
    await userEvent.click(d.getByRole('button', { name: loadedText(loaded, 'kit.offer.reject') }));
    await expect(
      await d.findByText(loadedText(loaded, 'answer.tenders.counterRateRequired'), {}, long),
    ).toBeInTheDocument();
    await expect(d.getByText('Saisissez le tarif que vous accepteriez.')).toBeVisible();
    await expect(d.queryByText('Enter the rate you would take.')).toBeNull();
    await expect(answer.requests).toHaveLength(0);
  },
};

/** A rejected tender: its answer (reason, rate the carrier would take, note); no buttons. */
export const Rejected: Story = {
  tags: ['visual'],
  args: { path: '/tenders/100012' },
  beforeEach({ msw }) {
    msw.use(endpointHandler(contract.tenders.byId, () => rejectedTenderDetailFixture));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Dislikes Rate', {}, long)).toBeInTheDocument();
    await expect(canvas.getByText('$2,400.00')).toBeInTheDocument();
    await expect(canvas.getByText('Fuel is up on this lane.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: m['tenders.accept'] })).toBeNull();
  },
};

/** Another carrier's tender (404): not found, with the way back. */
export const NotFound: Story = {
  args: { path: '/tenders/200001' },
  beforeEach({ msw }) {
    msw.use(endpointHandler(contract.tenders.byId, () => errorResponse(404, 'The tender was not found.')));
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(m['tenders.detail.notFound'])).toBeInTheDocument(), long);
    await expect(canvas.getByRole('link', { name: m['tenders.detail.back'] })).toHaveAttribute(
      'href',
      '/tenders',
    );
  },
};

/** The carrier's record with the tender's customer, in words: what it counts over and the share. */
export const CustomerScore: Story = {
  tags: ['visual'],
  args: { path: '/tenders/100012' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Your record with Acme Foods', level: 2 }, long);
    await expect(await canvas.findByText('3 of 4 answered (75%)', {}, long)).toBeInTheDocument();
    await expect(canvas.getByText('2 of 3 on time (67%)')).toBeInTheDocument();
    await expect(canvas.getByText('2 of 2 on time (100%)')).toBeInTheDocument();
    // A term and its value, read together in the description list.
    await expect(canvas.getByText(m['tenders.score.hauled']).nextElementSibling).toHaveTextContent('2');
  },
};

/** A first offer from a customer: nothing to count yet says "None yet", never 0%. */
export const CustomerScoreFirstOffer: Story = {
  args: { path: '/tenders/100012' },
  beforeEach({ msw }) {
    msw.use(endpointHandler(contract.tenders.customerScore, () => newCustomerScoreFixture));
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Your record with Acme Foods' }, long);
    await waitFor(() => expect(canvas.getAllByText(m['tenders.score.none'])).toHaveLength(3), long);
    await expect(canvas.queryByText(/0%/)).toBeNull();
  },
};

/** The record could not be read: the card says so; the tender stays answerable. */
export const CustomerScoreFailed: Story = {
  args: { path: '/tenders/100012' },
  beforeEach({ msw }) {
    msw.use(
      endpointHandler(contract.tenders.customerScore, () => errorResponse(500, 'The database is down.')),
    );
  },
  play: async ({ canvas }) => {
    await canvas.findByText(m['tenders.score.failed'], {}, long);
    await expect(canvas.getByRole('button', { name: m['tenders.accept'] })).toBeInTheDocument();
  },
};
