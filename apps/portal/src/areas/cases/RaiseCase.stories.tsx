import { contract, type RaiseCaseBody, type UploadDocumentBody } from '@freightkit/api';
import {
  buildCase,
  buildDocument,
  defaultHandlers,
  fixture,
  fixtureError,
  fixturePending,
  errorResponse,
  fixtureSequence,
  page,
} from '@freightkit/api/msw';
import { DocumentType, ShipmentStatus, specMessagesEn } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../app/messages.ts';
import { PortalStory } from '../../app/stories/PortalStory.tsx';
import { loadedText } from '@freightkit/ui/testing';
import { CasesTab } from '../shipments/detail/CasesTab.tsx';
import { Component as CasesArea } from './routes.tsx';

const text = portalMessagesEn;
const spec = specMessagesEn;
const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
const body = (el: HTMLElement) => within(el.ownerDocument.body);
/** Queries bound to an element (the dialog). */
type Scope = ReturnType<typeof body>;

/** A delivered shipment of the MSW factories, its Cases tab, and the `/cases` area. */
const delivered = { id: 'shipment-100008', number: '100008' };
const routes = [
  { path: '/cases/*', element: <CasesArea /> },
  {
    path: '/all-shipments/:shipmentNumber/preview/cases',
    element: (
      <CasesTab id={delivered.id} shipmentNumber={delivered.number} status={ShipmentStatus.Delivered} />
    ),
  },
];

const meta = {
  title: 'Portal/Cases/Raise accessorial request',
  component: PortalStory,
  parameters: { layout: 'fullscreen' },
  args: { routes, path: '/cases', persona: 'dispatcher' },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers({ persona: 'dispatcher' }));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the form from the page's "Raise accessorial request" button, by keyboard. */
async function openForm(el: HTMLElement) {
  const button = await body(el).findByRole('button', { name: text['cases.raise.action'] });
  button.focus();
  await userEvent.keyboard('{Enter}');
  return within(await body(el).findByRole('dialog', { name: text['cases.raise.title'] }));
}

/** Chooses a kind of request in the kit's select, by keyboard. */
async function chooseKind(el: HTMLElement, dialog: Scope, label: string) {
  const select = dialog.getByRole('combobox', { name: new RegExp(text['cases.raise.type']) });
  select.focus();
  await userEvent.keyboard('{Enter}');
  const listbox = await body(el).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: label }));
  await waitFor(() => expect(select).toHaveTextContent(label));
}

/** Fills a whole Detention request on shipment 100008. */
async function fillDetention(el: HTMLElement, dialog: Scope) {
  await userEvent.type(dialog.getByRole('textbox', { name: /Shipment number/ }), '100008');
  await chooseKind(el, dialog, text['cases.raise.kind.Detention']);
  await userEvent.type(dialog.getByRole('spinbutton', { name: /Amount/ }), '187.50');
  await userEvent.type(
    dialog.getByRole('textbox', { name: /Description/ }),
    'Held 5 hours at the receiver past the appointment.',
  );
}

const send = (dialog: Scope) =>
  userEvent.click(dialog.getByRole('button', { name: text['cases.raise.send'] }));

/** Empty: the shipment number, the five kinds, amount, description and documents; nothing marked wrong yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await expect(dialog.getByRole('textbox', { name: /Shipment number/ })).toHaveValue('');
    await expect(dialog.getByRole('textbox', { name: /Shipment number/ })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(dialog.getByLabelText(text['cases.raise.addDocuments'])).toHaveAttribute('type', 'file');
    const select = dialog.getByRole('combobox', { name: new RegExp(text['cases.raise.type']) });
    select.focus();
    await userEvent.keyboard('{Enter}');
    const options = within(await body(canvasElement).findByRole('listbox')).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'Detention',
      'Layover',
      'Lumper',
      'TONU (truck ordered, not used)',
      'Other',
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

/** Sending an empty form in Canadian French: each field's problem in French (ADR 048); nothing is sent. */
export const ValidationErrorsInFrench: Story = {
  name: 'Validation errors, in Canadian French',
  globals: { locale: 'fr-CA' },
  tags: ['locale', '!visual'],
  play: async ({ canvasElement, loaded }) => {
    const button = await body(canvasElement).findByRole('button', {
      name: loadedText(loaded, 'cases.raise.action'),
    });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(
      await body(canvasElement).findByRole('dialog', { name: loadedText(loaded, 'cases.raise.title') }),
    );
    await userEvent.click(dialog.getByRole('button', { name: loadedText(loaded, 'cases.raise.send') }));
    await expect(
      await dialog.findByText(loadedText(loaded, 'answer.cases.typeRequired')),
    ).toBeInTheDocument();
    await expect(
      dialog.getByText(loadedText(loaded, 'answer.cases.descriptionRequired')),
    ).toBeInTheDocument();
    await expect(dialog.queryByText('Say what happened and what you are asking for.')).toBeNull();
  },
};

/**
 * Sending an empty form: each field says what is missing next to it, focus goes to the first field
 * with a problem (the shipment number), and nothing is sent.
 */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await chooseKind(canvasElement, dialog, text['cases.raise.kind.Lumper']);
    await send(dialog);
    const shipmentNumber = dialog.getByRole('textbox', { name: /Shipment number/ });
    await expect(shipmentNumber).toHaveAccessibleDescription(
      expect.stringContaining('Enter the shipment number.') as string,
    );
    await waitFor(() => expect(shipmentNumber).toHaveFocus());
    await expect(dialog.getByRole('spinbutton', { name: /Amount/ })).toHaveAccessibleDescription(
      expect.stringContaining('Enter the amount a Lumper request asks for.') as string,
    );
    await expect(dialog.getByRole('textbox', { name: /Description/ })).toHaveAccessibleDescription(
      'Say what happened and what you are asking for.',
    );
    // Other needs no amount: its problem goes as soon as the kind changes.
    await chooseKind(canvasElement, dialog, text['cases.raise.kind.Other']);
    await expect(dialog.getByRole('spinbutton', { name: /Amount/ })).not.toHaveAttribute('aria-invalid');
    // Sending again still starts at the first problem; the baseline shows the focus there.
    await send(dialog);
    await waitFor(() => expect(shipmentNumber).toHaveFocus());
  },
};

/** Sending: the button shows progress and the form cannot be closed while the case is raised. */
export const Sending: Story = {
  tags: ['!visual'],
  beforeEach({ msw }) {
    msw.use(fixturePending(contract.cases.create));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await fillDetention(canvasElement, dialog);
    await send(dialog);
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: new RegExp(text['cases.raise.send']) })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(dialog.getByRole('button', { name: text['cases.raise.cancel'] })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/**
 * Refused by the back end: a kind the shipment's status does not allow shows the server's sentence
 * next to the kind, an unknown shipment next to the number; everything typed stays.
 */
export const ServerRefusal: Story = {
  beforeEach({ msw }) {
    msw.use(
      fixtureSequence(contract.cases.create, [
        () =>
          errorResponse(400, 'The request is invalid.', {
            type: [
              'A Detention request cannot be raised on a shipment that is Booked. It allows TONU, Other.',
            ],
          }),
        () => errorResponse(404, 'Shipment 100008 was not found.'),
      ]),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await fillDetention(canvasElement, dialog);
    await send(dialog);
    const select = dialog.getByRole('combobox', { name: new RegExp(text['cases.raise.type']) });
    await waitFor(() =>
      expect(select).toHaveAccessibleDescription(
        'A Detention request cannot be raised on a shipment that is Booked. It allows TONU, Other.',
      ),
    );
    // The refused field takes the focus.
    await waitFor(() => expect(select).toHaveFocus());
    await expect(dialog.getByRole('textbox', { name: /Description/ })).toHaveValue(
      'Held 5 hours at the receiver past the appointment.',
    );
    await expect(dialog.getByRole('spinbutton', { name: /Amount/ })).toHaveValue(187.5);
    await send(dialog);
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: /Shipment number/ })).toHaveAccessibleDescription(
        expect.stringContaining(fill(text['cases.raise.shipmentNotFound'], { number: '100008' })) as string,
      ),
    );
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Shipment number/ })).toHaveFocus());
  },
};

/** Any other failure shows in a banner at the top of the form, which keeps what was typed. */
export const ServerFailure: Story = {
  tags: ['!visual'],
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.cases.create, 500, 'An internal error occurred.'));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openForm(canvasElement);
    await fillDetention(canvasElement, dialog);
    await send(dialog);
    await expect(await dialog.findByRole('alert')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Shipment number/ })).toHaveValue('100008');
  },
};

/** What the Raised story's fixtures were sent (reset before the story). */
const sent: { raise: RaiseCaseBody[]; upload: UploadDocumentBody[] } = { raise: [], upload: [] };

/**
 * Raised from a delivered shipment's Cases tab: only the kinds its status allows, no shipment number
 * asked, a document uploaded to the new case as the existing upload does, 'Case created!', and the
 * tab lists the new case.
 */
export const RaisedFromShipment: Story = {
  tags: ['!visual'],
  args: { path: `/all-shipments/${delivered.number}/preview/cases` },
  beforeEach({ msw }) {
    const raised = buildCase({
      caseNumber: 'CASE-6001',
      title: 'Detention',
      shipmentId: delivered.id,
      shipmentNumber: delivered.number,
    });
    sent.raise.length = 0;
    sent.upload.length = 0;
    msw.use(
      fixture(contract.cases.create, ({ body: b }) => {
        sent.raise.push(b);
        return raised;
      }),
      fixture(contract.documents.upload, ({ body: b }) => {
        sent.upload.push(b);
        return buildDocument({ id: 'document-case', name: b.name, type: b.type });
      }),
      fixtureSequence(contract.cases.ofShipment, [() => page([]), () => page([raised])]),
    );
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await page.findByText(text['cases.shipment.empty']);
    (await page.findByRole('button', { name: text['cases.raise.action'] })).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(
      await page.findByRole('dialog', {
        name: fill(text['cases.raise.titleOf'], { number: delivered.number }),
      }),
    );
    await expect(dialog.queryByRole('textbox', { name: /Shipment number/ })).toBeNull();
    const select = dialog.getByRole('combobox', { name: new RegExp(text['cases.raise.type']) });
    select.focus();
    await userEvent.keyboard('{Enter}');
    const options = within(await page.findByRole('listbox')).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['Detention', 'Layover', 'Lumper', 'Other']);
    await userEvent.click(options[0] as HTMLElement);
    await userEvent.type(dialog.getByRole('spinbutton', { name: /Amount/ }), '187.50');
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Description/ }),
      'Held 5 hours at the receiver.',
    );
    await userEvent.upload(
      dialog.getByLabelText(text['cases.raise.addDocuments']),
      new File(['%PDF-1.4\n%%EOF\n'], 'gate-log.pdf', { type: 'application/pdf' }),
    );
    await expect(dialog.getByRole('list', { name: text['cases.raise.chosen'] })).toHaveTextContent(
      'gate-log.pdf',
    );
    await send(dialog);
    await expect(await page.findByText(spec['cases.created'])).toBeVisible();
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(await page.findByRole('link', { name: 'CASE-6001' })).toBeVisible();
    await expect(sent.raise).toEqual([
      {
        shipmentNumber: delivered.number,
        type: 'Detention',
        amount: 187.5,
        description: 'Held 5 hours at the receiver.',
      },
    ]);
    await expect(sent.upload).toMatchObject([
      { name: 'gate-log.pdf', type: DocumentType.ShipmentMiscellaneous, caseId: 'case-CASE-6001' },
    ]);
  },
};
