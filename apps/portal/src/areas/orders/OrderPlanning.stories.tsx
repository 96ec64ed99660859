import { answerBody, contract } from '@freightkit/api';
import {
  autoTenderSettingsFixture,
  consolidatableOrdersFixture,
  consolidateResultFixture,
  noConsolidatableOrdersFixture,
  tenderCarriersFixture,
  widenedConsolidatableOrdersFixture,
} from '@freightkit/api/fixtures';
import { defaultHandlers, fixture, fixtureError, fixturePending, recordedFixture } from '@freightkit/api/msw';
import { answer, OrderStatus, ShippingMode } from '@freightkit/domain';
import { openOrderFixture } from '@freightkit/api/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadedText } from '@freightkit/ui/testing';
import { portalMessagesEn } from '../../app/messages.ts';
import { PortalStory } from '../../app/stories/PortalStory.tsx';
import { OrderListScreen } from './OrderListScreen.tsx';
import { OrderPreviewScreen } from './OrderPreviewScreen.tsx';

const m = portalMessagesEn;

const routes = [
  { path: '/orders', element: <OrderListScreen /> },
  { path: '/orders/:orderNumber/preview/details', element: <OrderPreviewScreen tab="details" /> },
];

const meta = {
  title: 'Portal/Orders/Planning',
  component: PortalStory,
  parameters: { layout: 'fullscreen' },
  // One baseline, the dialog with its candidates (carrier theme, like the other order screens).
  tags: ['!visual'],
  args: { routes, path: '/orders/500101/preview/details', persona: 'broker' },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers({ persona: 'broker' }));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const long = { timeout: 15_000 };
const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Opens "Consolidate…" on the order's preview by keyboard and answers the dialog. */
async function openConsolidate(canvasElement: HTMLElement) {
  const open = await within(canvasElement).findByRole('button', { name: m['orders.consolidate.open'] }, long);
  open.focus();
  await userEvent.keyboard('{Enter}');
  return within(
    await body(canvasElement).findByRole('dialog', { name: 'Consolidate with order 500101' }, long),
  );
}

/**
 * The orders that can join, with weight, units and miles, ticked by keyboard; those that cannot, each
 * with its reason; the totals against the limits follow the ticks.
 */
export const Candidates: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const dialog = await openConsolidate(canvasElement);
    const first = await dialog.findByRole('checkbox', { name: /Order 500104/ }, long);
    await expect(dialog.getByRole('checkbox', { name: /Order 500105/ })).not.toBeChecked();
    await expect(
      dialog.getByText('Order 500106 would bring the weight to 47,000 lbs, over the limit of 45,000 lbs.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    await expect(
      dialog.getByText(
        'Order 500103 is Planned: only Open orders that are not on a shipment can be consolidated.',
      ),
    ).toBeInTheDocument();
    await expect(
      dialog.getByText('The first pickup of order 500107 is 82 miles from the first order’s, more than 40.'),
    ).toBeInTheDocument();
    await expect(
      dialog.getByText(/On the shipment: 18,000 of 45,000 lb · 24 of 60 units · 1 order/),
    ).toBeVisible();
    first.focus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await expect(
      await dialog.findByText(/On the shipment: 27,000 of 45,000 lb · 36 of 60 units · 2 orders/),
    ).toBeVisible();
  },
};

/** No Open order can join: the dialog says so, and sending asks for an order first. */
export const NoCandidates: Story = {
  beforeEach({ msw }) {
    msw.use(fixture(contract.orderPlanning.consolidatable, noConsolidatableOrdersFixture));
  },
  play: async ({ canvasElement, msw }) => {
    const send = recordedFixture(contract.orderPlanning.consolidate, consolidateResultFixture);
    msw.use(send.handler);
    const dialog = await openConsolidate(canvasElement);
    await expect(
      await dialog.findByText('No Open order can join order 500101 within the limits.', {}, long),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: m['orders.consolidate.send'] }));
    await expect(await dialog.findByText(m['orders.consolidate.chooseOrder'])).toBeVisible();
    await expect(send.requests).toHaveLength(0);
  },
};

/**
 * A refusal: another broker planned order 500104 meanwhile; the back end's 409 names it and why, and
 * the dialog keeps the ticks.
 */
export const Refused: Story = {
  play: async ({ canvasElement, msw }) => {
    const reason = answer(
      'answer.consolidation.notOpen',
      { number: '500104', status: 'Planned' },
      { status: 'enum.orderStatus.Planned' },
    );
    msw.use(
      fixtureError(
        contract.orderPlanning.consolidate,
        409,
        answerBody(answer('answer.consolidation.refused'), { 'orders.500104': [reason] }),
      ),
    );
    const dialog = await openConsolidate(canvasElement);
    await userEvent.click(await dialog.findByRole('checkbox', { name: /Order 500104/ }, long));
    await userEvent.click(dialog.getByRole('button', { name: m['orders.consolidate.send'] }));
    await expect(await dialog.findByText(m['orders.consolidate.refused'], {}, long)).toBeVisible();
    await expect(
      dialog.getByText(
        'Order 500104 is Planned: only Open orders that are not on a shipment can be consolidated.',
        {
          selector: 'li',
        },
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /Order 500104/ })).toBeChecked();
  },
};

/** Saving: the button shows the call under way and takes no second press. */
export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(fixturePending(contract.orderPlanning.consolidate));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openConsolidate(canvasElement);
    await userEvent.click(await dialog.findByRole('checkbox', { name: /Order 500105/ }, long));
    const send = dialog.getByRole('button', { name: m['orders.consolidate.send'] });
    await userEvent.click(send);
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'), long);
  },
};

/**
 * Consolidate and tender: two orders onto a shipment tendered to Swiftline at $2,150, and to Iron Horse at
 * the same time (ADR 059); the body carries the ticked order, the limits and the tender's carriers; the
 * notices are the spec's and the several carriers', and the shipment is linked.
 */
export const ConsolidateAndTender: Story = {
  play: async ({ canvasElement, msw }) => {
    const send = recordedFixture(contract.orderPlanning.consolidate, {
      ...consolidateResultFixture,
      tender: {
        carrierName: 'Swiftline Carriers',
        carrierNames: ['Swiftline Carriers', 'Iron Horse Freight'],
        rate: 2150,
        automatic: false,
      },
    });
    msw.use(send.handler);
    const dialog = await openConsolidate(canvasElement);
    await userEvent.click(await dialog.findByRole('checkbox', { name: /Order 500104/ }, long));
    await userEvent.click(dialog.getByRole('checkbox', { name: m['orders.consolidate.tender'] }));
    await userEvent.click(dialog.getByRole('combobox', { name: /Carrier/ }));
    await userEvent.click(
      await body(canvasElement).findByRole('option', { name: /Swiftline Carriers/ }, long),
    );
    const also = within(await dialog.findByRole('group', { name: m['orders.actions.alsoTender'] }, long));
    // The carrier picked is not offered again.
    await expect(also.queryByRole('checkbox', { name: /Swiftline Carriers/ })).toBeNull();
    await userEvent.click(also.getByRole('checkbox', { name: /Iron Horse Freight/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Line-haul rate/ }), '2150');
    await userEvent.click(dialog.getByRole('button', { name: m['orders.consolidate.send'] }));
    await expect(
      await body(canvasElement).findAllByText('Shipment 700001 successfully tendered', {}, long),
    ).not.toHaveLength(0);
    await expect(
      await body(canvasElement).findByText(
        'Tendered to 2 carriers: Swiftline Carriers, Iron Horse Freight. The first to accept wins.',
        {},
        long,
      ),
    ).toBeInTheDocument();
    await expect(dialog.getByRole('link', { name: 'Open shipment 700001' })).toHaveAttribute(
      'href',
      '/all-shipments/700001',
    );
    await expect(send.requests[0]?.body).toEqual({
      orderNumbers: ['500104'],
      limits: consolidatableOrdersFixture.limits,
      maxBuy: null,
      tender: {
        carrierId: tenderCarriersFixture[1]?.id,
        carrierIds: [tenderCarriersFixture[0]?.id],
        rate: 2150,
      },
    });
  },
};

/**
 * The broker widens the limits (ADR 059): a value out of range is refused at its field and asks nothing;
 * Enter in a limit asks again with the four limits, the list follows them, and the consolidation sends them.
 */
export const ChangingLimits: Story = {
  play: async ({ canvasElement, msw }) => {
    const found = recordedFixture(contract.orderPlanning.consolidatable, ({ query }) =>
      query.maxWeight === 50000 ? widenedConsolidatableOrdersFixture : consolidatableOrdersFixture,
    );
    const send = recordedFixture(contract.orderPlanning.consolidate, consolidateResultFixture);
    msw.use(found.handler, send.handler);
    const dialog = await openConsolidate(canvasElement);
    await dialog.findByRole('checkbox', { name: /Order 500104/ }, long);
    const limits = within(dialog.getByRole('group', { name: m['orders.consolidate.limits'] }));
    const weight = limits.getByRole('textbox', { name: m['orders.consolidate.maxWeight'] });
    const units = limits.getByRole('textbox', { name: m['orders.consolidate.maxUnits'] });
    const distance = limits.getByRole('textbox', { name: m['orders.consolidate.distance'] });
    await expect(weight).toHaveValue('45000');
    await expect(found.requests[0]?.query).toMatchObject({ maxWeight: 45000, maxUnits: 60, distance: 40 });
    // Half a unit: refused at the field, what was typed kept, nothing asked.
    await userEvent.clear(units);
    await userEvent.type(units, '60.5');
    await userEvent.click(limits.getByRole('button', { name: m['orders.consolidate.applyLimits'] }));
    await expect(await limits.findByText('Enter a whole number from 1 to 500.')).toBeVisible();
    await expect(units).toHaveValue('60.5');
    await expect(found.requests).toHaveLength(1);
    await userEvent.clear(units);
    await userEvent.type(units, '60');
    await userEvent.clear(weight);
    await userEvent.type(weight, '50,000');
    await userEvent.clear(distance);
    await userEvent.type(distance, '100{Enter}');
    // Enter applied the limits; it did not send the consolidation.
    await waitFor(
      () =>
        expect(found.requests.at(-1)?.query).toMatchObject({
          maxWeight: 50000,
          maxUnits: 60,
          distance: 100,
          dateWindowDays: 2,
        }),
      long,
    );
    await expect(send.requests).toHaveLength(0);
    await expect(units).not.toHaveAttribute('aria-invalid', 'true');
    const heavy = await dialog.findByRole('checkbox', { name: /Order 500106/ }, long);
    await expect(dialog.getByRole('checkbox', { name: /Order 500107/ })).toBeInTheDocument();
    await expect(dialog.getByText(/On the shipment: 18,000 of 50,000 lb/)).toBeVisible();
    await userEvent.click(heavy);
    await userEvent.click(dialog.getByRole('button', { name: m['orders.consolidate.send'] }));
    await waitFor(() => expect(send.requests).toHaveLength(1), long);
    await expect(send.requests[0]?.body).toMatchObject({
      orderNumbers: ['500106'],
      limits: { maxWeight: 50000, maxUnits: 60, distance: 100, dateWindowDays: 2 },
    });
  },
};

/** "Use the defaults" puts the spec's limits back, and the list is asked with them again. */
export const LimitsBackToDefaults: Story = {
  play: async ({ canvasElement, msw }) => {
    const found = recordedFixture(contract.orderPlanning.consolidatable, consolidatableOrdersFixture);
    msw.use(found.handler);
    const dialog = await openConsolidate(canvasElement);
    await dialog.findByRole('checkbox', { name: /Order 500104/ }, long);
    const limits = within(dialog.getByRole('group', { name: m['orders.consolidate.limits'] }));
    const days = limits.getByRole('textbox', { name: m['orders.consolidate.dateWindowDays'] });
    await userEvent.clear(days);
    await userEvent.type(days, '5{Enter}');
    await waitFor(() => expect(found.requests.at(-1)?.query).toMatchObject({ dateWindowDays: 5 }), long);
    await userEvent.click(limits.getByRole('button', { name: m['orders.consolidate.defaultLimits'] }));
    await expect(days).toHaveValue('2');
    await waitFor(() => expect(found.requests.at(-1)?.query).toMatchObject({ dateWindowDays: 2 }), long);
  },
};

/** From the list: tick two Open orders by keyboard; the dialog anchors on the first and asks about the other. */
export const FromTheList: Story = {
  args: { path: '/orders' },
  play: async ({ canvas, canvasElement, msw }) => {
    const found = recordedFixture(contract.orderPlanning.consolidatable, consolidatableOrdersFixture);
    msw.use(found.handler);
    const consolidate = await canvas.findByRole('button', { name: 'Consolidate selected (0)' }, long);
    await expect(consolidate).toHaveAttribute('aria-disabled', 'true');
    const tick = await canvas.findByRole('checkbox', { name: 'Select order 500101' }, long);
    tick.focus();
    await userEvent.keyboard(' ');
    await expect(tick).toBeChecked();
    // The Planned order has no checkbox: it cannot join.
    await expect(canvas.queryByRole('checkbox', { name: 'Select order 500103' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Consolidate selected (1)' }));
    await expect(
      await body(canvasElement).findByRole('dialog', { name: 'Consolidate with order 500101' }, long),
    ).toBeVisible();
    await waitFor(() => expect(found.requests[0]?.params).toEqual({ orderNumber: '500101' }), long);
  },
};

/** An Open LTL order: "Book LTL" lists the quotes, cheapest chosen; booking sends the chosen carrier. */
export const BookLtl: Story = {
  beforeEach({ msw }) {
    msw.use(
      fixture(contract.orders.byNumber, {
        ...openOrderFixture,
        shippingMode: ShippingMode.LTL,
        status: OrderStatus.Open,
      }),
    );
  },
  play: async ({ canvas, canvasElement, msw }) => {
    const book = recordedFixture(contract.orderPlanning.bookLtl, ({ params }) => ({
      order: { ...openOrderFixture, orderNumber: params.orderNumber, status: OrderStatus.Covered },
      shipmentNumber: '700009',
      carrierName: 'Iron Horse Freight',
      amount: 745.5,
    }));
    msw.use(book.handler);
    await userEvent.click(await canvas.findByRole('button', { name: m['orders.ltl.open'] }, long));
    const dialog = within(await body(canvasElement).findByRole('dialog', {}, long));
    const cheapest = await dialog.findByRole('radio', { name: /Prairie LTL/ }, long);
    await expect(cheapest).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: /Iron Horse Freight/ }));
    await userEvent.click(dialog.getByRole('button', { name: m['orders.ltl.send'] }));
    await expect(
      await body(canvasElement).findByText(
        'Order 500101 booked with Iron Horse Freight at $745.50 on shipment 700009.',
        {},
        long,
      ),
    ).toBeInTheDocument();
    await expect(book.requests[0]?.body).toEqual({ carrierId: 'ironhorse' });
  },
};

/** Automatic tendering: switched on for Ready to Book with Swiftline; switching Draft on saves both. */
export const AutoTendering: Story = {
  args: { path: '/orders' },
  play: async ({ canvas, canvasElement, msw }) => {
    const save = recordedFixture(contract.orderPlanning.saveAutoTender, autoTenderSettingsFixture);
    msw.use(save.handler);
    await userEvent.click(await canvas.findByRole('button', { name: m['orders.autoTender.open'] }, long));
    const dialog = within(await body(canvasElement).findByRole('dialog', {}, long));
    const ready = await dialog.findByRole(
      'checkbox',
      { name: 'Tender automatically at Ready to Book' },
      long,
    );
    await expect(ready).toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Tender automatically at Draft' }));
    await userEvent.click(dialog.getByRole('button', { name: m['orders.autoTender.save'] }));
    await expect(
      await body(canvasElement).findByText(m['orders.autoTender.saved'], {}, long),
    ).toBeInTheDocument();
    await expect(save.requests[0]?.body).toEqual({
      statuses: [
        { status: 0, enabled: true },
        { status: 1, enabled: true },
      ],
      carrierId: autoTenderSettingsFixture.carrier?.id,
    });
  },
};

/** The reasons in Spanish: a refusal keyed by the back end reads in the user's language. */
export const CandidatesInSpanish: Story = {
  name: 'Candidates, in US Spanish',
  globals: { locale: 'es-US' },
  tags: ['locale'],
  play: async ({ canvas, canvasElement, loaded }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: loadedText(loaded, 'orders.consolidate.open') }, long),
    );
    const dialog = within(await body(canvasElement).findByRole('dialog', {}, long));
    await expect(
      await dialog.findByText(
        'La primera recolección de la orden 500107 está a 82 millas de la de la primera orden, más de 40.',
        {},
        long,
      ),
    ).toBeVisible();
  },
};
