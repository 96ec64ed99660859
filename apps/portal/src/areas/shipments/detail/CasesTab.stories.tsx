import { contract } from '@freightkit/api';
import {
  buildCase,
  defaultHandlers,
  errorResponse,
  fixture,
  fixtureError,
  fixturePending,
  fixtureSequence,
  page,
} from '@freightkit/api/msw';
import { CarrierCaseResolutionType, CaseStatus, specMessagesEn } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../../app/messages.ts';
import { PortalStory } from '../../../app/stories/PortalStory.tsx';
import { CasesTab } from './CasesTab.tsx';

const text = portalMessagesEn;
const spec = specMessagesEn;
const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Shipment 100007 of the MSW factories and the two cases raised on it. */
const shipment = { id: 'shipment-100007', number: '100007' };
const cases = [
  buildCase({ caseNumber: 'CASE-5012', title: 'Lumper', status: CaseStatus.OnHoldPendingBrokerUpdate }),
  buildCase({
    caseNumber: 'CASE-5004',
    title: 'Detention',
    status: CaseStatus.InProgress,
    carrierCaseResolutionType: CarrierCaseResolutionType.Paid,
    createdDateTime: '2026-11-12T15:00:00.000Z',
  }),
];

const routes = [
  {
    path: '/all-shipments/:shipmentNumber/preview/cases',
    element: <CasesTab id={shipment.id} shipmentNumber={shipment.number} />,
  },
  { path: '/cases/:caseNumber/preview/notes', element: <p>Case preview</p> },
];

const meta = {
  title: 'Portal/Shipments/Detail/Cases tab',
  component: PortalStory,
  tags: ['responsive'],
  parameters: { layout: 'fullscreen' },
  args: { routes, path: `/all-shipments/${shipment.number}/preview/cases`, persona: 'dispatcher' },
  beforeEach({ msw }) {
    msw.use(fixture(contract.cases.ofShipment, page(cases)), ...defaultHandlers({ persona: 'dispatcher' }));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (el: HTMLElement) =>
  body(el).findByRole('table', { name: fill(text['cases.shipment.caption'], { number: shipment.number }) });

/** The shipment's two cases, newest first, with their group chips. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const cases = await table(canvasElement);
    await waitFor(() => expect(within(cases).getAllByRole('row')).toHaveLength(3));
    const rows = within(cases).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(spec['cases.group.onHold']);
    await expect(rows[2]).toHaveTextContent(spec['cases.group.resolved']);
  },
};

/** A shipment without cases says so. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(fixture(contract.cases.ofShipment, page([])));
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByText(text['cases.shipment.empty'])).toBeVisible();
  },
};

/** Still loading: the table is busy. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(fixturePending(contract.cases.ofShipment));
  },
  play: async ({ canvasElement }) => {
    await expect(await table(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

/** A failed load: the back end's message and Try again. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.cases.ofShipment, 500, 'Unable to load cases.'));
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await expect(await page.findByText('Unable to load cases.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(page.getByRole('button', { name: text['cases.retry'] })).toBeVisible();
  },
};

/** Try again by keyboard asks again: the first answer fails, the second brings the cases. */
export const TestRetriesAFailedLoadByKeyboard: Story = {
  name: 'Test: retries a failed load by keyboard',
  tags: ['!visual'],
  beforeEach({ msw }) {
    msw.use(
      fixtureSequence(contract.cases.ofShipment, [
        () => errorResponse(500, 'Unable to load cases.'),
        page(cases),
      ]),
    );
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const retry = await page.findByRole('button', { name: text['cases.retry'] }, { timeout: 10_000 });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    const found = await table(canvasElement);
    await waitFor(() => expect(within(found).getAllByRole('row')).toHaveLength(3));
    await expect(page.queryByRole('button', { name: text['cases.retry'] })).toBeNull();
  },
};

/** A case opens its preview by keyboard (Enter on its number). */
export const TestOpensACaseByKeyboard: Story = {
  name: 'Test: opens a case by keyboard',
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const cases = await table(canvasElement);
    const link = await within(cases).findByRole('link', { name: 'CASE-5012' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await body(canvasElement).findByText('Case preview')).toBeVisible();
  },
};
