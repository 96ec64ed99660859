import { contract } from '@freightkit/api';
import {
  declinedRateRequestDetailFixture,
  emptyRateRequestPageFixture,
  offeredRateRequestDetailFixture,
  offeredRateRequestPageFixture,
  rateRequestPageFixture,
  rateRequestResponseFixture,
  sentRateRequestDetailFixture,
} from '@freightkit/api/fixtures';
import { endpointHandler, errorResponse } from '@freightkit/api/msw';
import {
  rateRequestAnswerRefusalMessage,
  RateRequestStatus,
  ServiceLevel,
  specMessagesEn,
} from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../app/messages.ts';
import { PortalStory } from '../../app/stories/PortalStory.tsx';
import { loadedText } from '@freightkit/ui/testing';
import { RateRequestDetailScreen } from './RateRequestDetailScreen.tsx';
import { RateRequestListScreen } from './RateRequestListScreen.tsx';

const m = portalMessagesEn;

const routes = [
  { path: '/rates', element: <RateRequestListScreen /> },
  { path: '/rates/:rateId/preview/*', element: <RateRequestDetailScreen /> },
];

const meta = {
  title: 'Portal/Rate Requests',
  component: PortalStory,
  parameters: { layout: 'fullscreen' },
  // Baselines where the pixels say something (the open list, a responded request's page); plays and axe everywhere.
  tags: ['!visual'],
  args: { routes, path: '/rates', persona: 'dispatcher' },
  beforeEach({ msw }) {
    msw.use(
      endpointHandler(contract.rateRequests.search, () => rateRequestPageFixture),
      endpointHandler(contract.rateRequests.byId, () => sentRateRequestDetailFixture),
    );
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const long = { timeout: 15_000 };
const body = (el: HTMLElement) => within(el.ownerDocument.body);
const lane = 'Chicago, IL to Dallas, TX';

/** The open requests: the three views with their counts, a request each with Respond and Decline, the pager. */
export const List: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: m['rates.list'] }, long);
    const items = within(list).getAllByRole('article');
    await expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    await expect(first.getByRole('link', { name: lane })).toHaveAttribute('href', '/rates/rr-1/preview');
    await expect(first.getByRole('button', { name: m['rates.respond'] })).toBeEnabled();
    await expect(within(items[1] as HTMLElement).getByText(m['rates.item.adHoc'])).toBeInTheDocument();
    const views = canvas.getByRole('tablist', { name: m['rates.views'] });
    await expect(within(views).getByRole('tab', { name: 'Open (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(views).getByRole('tab', { name: 'Responded (1)' })).toHaveAttribute(
      'href',
      '/rates?status=Offered',
    );
    await expect(canvas.getByText(/^2 rate requests$/)).toBeInTheDocument();
  },
};

/** The responded view, reached by keyboard: the rate and service level sent, no answer buttons. */
export const Responded: Story = {
  beforeEach({ msw }) {
    msw.use(
      endpointHandler(contract.rateRequests.search, ({ query }) =>
        query.statuses.includes(RateRequestStatus.Offered)
          ? offeredRateRequestPageFixture
          : rateRequestPageFixture,
      ),
    );
  },
  play: async ({ canvas }) => {
    const open = await canvas.findByRole('tab', { name: 'Open (2)' }, long);
    open.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByText('$2,150.00')).toBeInTheDocument(), long);
    await expect(canvas.getByRole('tab', { name: 'Responded (1)' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Standard')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: m['rates.respond'] })).toBeNull();
  },
};

/** No open requests: an empty state that says where requests come from; the counts still show. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(endpointHandler(contract.rateRequests.search, () => emptyRateRequestPageFixture));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m['rates.empty.open.title'], {}, long)).toBeInTheDocument();
    await expect(await canvas.findByRole('tab', { name: 'Declined (1)' }, long)).toBeInTheDocument();
  },
};

/** The list fails: the message and a retry. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      endpointHandler(contract.rateRequests.search, () => errorResponse(500, 'An internal error occurred.')),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m['rates.error.title'], {}, long)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: m['rates.retry'] })).toBeInTheDocument();
  },
};

/** A driver-only user may read requests but is offered no answer (domain's 'rateRequests.respond'). */
export const ListWithoutAnswers: Story = {
  args: { persona: 'driver' },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: m['rates.list'] }, long);
    await expect(canvas.queryByRole('button', { name: m['rates.respond'] })).toBeNull();
  },
};

/** Responding empty in US Spanish: the dialog says what is missing in Spanish (ADR 048); nothing is sent. */
export const RespondEmptyInSpanish: Story = {
  name: 'Respond empty, in US Spanish',
  args: { path: '/rates/rr-1/preview' },
  globals: { locale: 'es-US' },
  tags: ['locale'],
  play: async ({ canvas, canvasElement, loaded }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: loadedText(loaded, 'rates.respond') }, long),
    );
    const dialog = within(await body(canvasElement).findByRole('dialog', {}, long));
    await userEvent.click(dialog.getByRole('button', { name: loadedText(loaded, 'rates.respond.send') }));
    await expect(
      await dialog.findByText(loadedText(loaded, 'answer.rateRequests.rateRequired'), {}, long),
    ).toBeInTheDocument();
    await expect(dialog.getByText('Escriba la tarifa que ofrece.')).toBeVisible();
    await expect(dialog.queryByText('Enter the rate you offer.')).toBeNull();
  },
};

/**
 * One open request: what the broker asks and the stops in their local times; responding by keyboard
 * (rate, service level, note) sends the body typed and shows 'Response sent!'.
 */
export const Respond: Story = {
  args: { path: '/rates/rr-1/preview' },
  beforeEach({ msw }) {
    // Only the body typed below is answered 'Response sent!': anything else sent is refused.
    msw.use(
      endpointHandler(contract.rateRequests.respond, ({ body: sent }) =>
        sent.rate === 2150 && sent.serviceLevel === ServiceLevel.QuickPay && sent.note === 'Team available'
          ? rateRequestResponseFixture
          : errorResponse(400, `Unexpected response ${JSON.stringify(sent)}`),
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: `Rate request: ${lane}` }, long);
    await expect(canvas.getByText('Lakeshore Foods')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: m['rates.detail.stops'] })).toBeInTheDocument();
    const respond = canvas.getByRole('button', { name: m['rates.respond'] });
    respond.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body(canvasElement).findByRole('dialog', {}, long));
    // Sending empty says what is missing, in the dialog.
    dialog.getByRole('button', { name: m['rates.respond.send'] }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByText('Enter the rate you offer.')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('spinbutton', { name: /Your rate/ }), '2150');
    // The service level by keyboard: open the list, choose Quick Pay.
    dialog.getByRole('combobox', { name: m['rates.respond.serviceLevel'] }).focus();
    await userEvent.keyboard('{Enter}');
    (await body(canvasElement).findByRole('option', { name: 'Quick Pay' }, long)).focus();
    await userEvent.keyboard('{Enter}');
    await expect(dialog.getByRole('combobox', { name: m['rates.respond.serviceLevel'] })).toHaveTextContent(
      'Quick Pay',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: m['rates.respond.note'] }), 'Team available');
    dialog.getByRole('button', { name: m['rates.respond.send'] }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await body(canvasElement).findByText(specMessagesEn['shipments.responseSent'], {}, long),
    ).toBeInTheDocument();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull(), long);
  },
};

/** Answered elsewhere meanwhile: the 409's sentence shows in the dialog and what was typed stays. */
export const AnsweredElsewhere: Story = {
  args: { path: '/rates/rr-1/preview' },
  beforeEach({ msw }) {
    msw.use(
      endpointHandler(contract.rateRequests.respond, () =>
        errorResponse(409, rateRequestAnswerRefusalMessage(RateRequestStatus.Offered)),
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: m['rates.respond'] }, long));
    const d = within(await body(canvasElement).findByRole('dialog', {}, long));
    await userEvent.type(d.getByRole('spinbutton', { name: /Your rate/ }), '1980');
    await userEvent.type(d.getByRole('textbox', { name: m['rates.respond.note'] }), 'Can pick up early');
    await userEvent.click(d.getByRole('button', { name: m['rates.respond.send'] }));
    await expect(
      await d.findByText(rateRequestAnswerRefusalMessage(RateRequestStatus.Offered), {}, long),
    ).toBeInTheDocument();
    await expect(d.getByRole('spinbutton', { name: /Your rate/ })).toHaveValue(1980);
    await expect(d.getByRole('textbox', { name: m['rates.respond.note'] })).toHaveValue('Can pick up early');
  },
};

/** Declining by keyboard, with a reason: the notice names the lane. */
export const Decline: Story = {
  args: { path: '/rates/rr-1/preview' },
  beforeEach({ msw }) {
    msw.use(endpointHandler(contract.rateRequests.decline, () => declinedRateRequestDetailFixture));
  },
  play: async ({ canvas, canvasElement }) => {
    const decline = await canvas.findByRole('button', { name: m['rates.decline'] }, long);
    decline.focus();
    await userEvent.keyboard('{Enter}');
    const d = within(await body(canvasElement).findByRole('dialog', {}, long));
    await userEvent.type(d.getByRole('textbox', { name: m['rates.respond.note'] }), 'No trucks that day');
    d.getByRole('button', { name: m['rates.decline.confirm'] }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await body(canvasElement).findByText(`Rate request for ${lane} declined`, {}, long),
    ).toBeInTheDocument();
  },
};

/** A responded request's page: the answer sent (rate, service level, note); no buttons. */
export const RespondedDetail: Story = {
  tags: ['visual'],
  args: { path: '/rates/rr-1/preview' },
  beforeEach({ msw }) {
    msw.use(endpointHandler(contract.rateRequests.byId, () => offeredRateRequestDetailFixture));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('$2,150.00', {}, long)).toBeInTheDocument();
    await expect(canvas.getByText('Team available')).toBeInTheDocument();
    await expect(canvas.getByText('Standard')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: m['rates.respond'] })).toBeNull();
  },
};

/** Another carrier's request (404): not found, with the way back. */
export const NotFound: Story = {
  args: { path: '/rates/rr-9/preview' },
  beforeEach({ msw }) {
    msw.use(
      endpointHandler(contract.rateRequests.byId, () =>
        errorResponse(404, 'The rate request was not found.'),
      ),
    );
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText(m['rates.detail.notFound'])).toBeInTheDocument(), long);
    await expect(canvas.getByRole('link', { name: m['rates.detail.back'] })).toHaveAttribute(
      'href',
      '/rates',
    );
  },
};
