import { contract } from '@freightkit/api';
import {
  adminContactFixture,
  contactFixture,
  contactListFixture,
  invitedContactFixture,
} from '@freightkit/api/fixtures';
import { defaultHandlers, fixture, fixtureError, page, recordedFixture } from '@freightkit/api/msw';
import { duplicateContactEmailMessage, specMessagesEn } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../app/messages.ts';
import { PortalStory } from '../../app/stories/PortalStory.tsx';
import { loadedText } from '@freightkit/ui/testing';
import { ContactCreateScreen } from './ContactCreateScreen.tsx';
import { ContactEditScreen } from './ContactEditScreen.tsx';
import { ContactListScreen } from './ContactListScreen.tsx';
import { ContactPreviewScreen } from './ContactPreviewScreen.tsx';

const m = portalMessagesEn;

const routes = [
  { path: '/contacts', element: <ContactListScreen /> },
  { path: '/contacts/create', element: <ContactCreateScreen /> },
  { path: '/contacts/:contactId/preview', element: <ContactPreviewScreen /> },
  { path: '/contacts/:contactId/edit', element: <ContactEditScreen /> },
];

const meta = {
  title: 'Portal/Contacts',
  component: PortalStory,
  parameters: { layout: 'fullscreen' },
  // Baselines where the pixels say something (the list, the form's errors); plays and axe everywhere.
  tags: ['!visual'],
  args: { routes, path: '/contacts', persona: 'carrierAdmin' },
  beforeEach({ msw }) {
    msw.use(...defaultHandlers({ persona: 'carrierAdmin' }));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const long = { timeout: 15_000 };
const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** An admin's list: titled Admin, a row per person with portal access, Add contact and Edit links. */
export const List: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', {}, long);
    await waitFor(
      () => expect(within(table).getAllByRole('row')).toHaveLength(contactListFixture.length + 1),
      long,
    );
    await expect(canvas.getByRole('heading', { name: 'Admin' })).toBeInTheDocument();
    await expect(within(table).getByRole('link', { name: 'Tom Brennan' })).toHaveAttribute(
      'href',
      `/contacts/${invitedContactFixture.id}/preview`,
    );
    await expect(within(table).getByText('Bill To, Billing Inquiry')).toBeInTheDocument();
    await expect(within(table).getByText(m['contacts.portal.Invited'])).toBeInTheDocument();
    await expect(within(table).getByRole('link', { name: 'Edit Grace Okafor' })).toHaveAttribute(
      'href',
      `/contacts/${contactFixture.id}/edit`,
    );
    await expect(canvas.getByRole('link', { name: m['contacts.add'] })).toHaveAttribute(
      'href',
      '/contacts/create',
    );
    await expect(canvas.getByText(/^4 contacts$/)).toBeInTheDocument();
  },
};

/** Filtering by role and searching send the list's query (roles and text, page size 50). */
export const Filtered: Story = {
  play: async ({ canvas, canvasElement, msw }) => {
    const list = recordedFixture(contract.contacts.list, ({ query }) =>
      page(query.query ? [contactFixture] : contactListFixture, { pageSize: query.pageSize }),
    );
    msw.use(list.handler);
    const search = await canvas.findByRole('searchbox', { name: m['contacts.filter.query'] }, long);
    await userEvent.type(search, 'okafor{Enter}');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2), long);
    await userEvent.click(canvas.getByRole('combobox', { name: m['contacts.filter.role'] }));
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'AP' }, long));
    await waitFor(
      () =>
        expect(list.requests.at(-1)?.query).toMatchObject({ query: 'okafor', roles: ['AP'], pageSize: 50 }),
      long,
    );
  },
};

/** A dispatcher reads the list (title Contacts) but is offered neither Add nor Edit ('contacts.manage'). */
export const ReadOnly: Story = {
  args: { persona: 'dispatcher' },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', {}, long);
    await expect(await canvas.findByRole('link', { name: 'Grace Okafor' }, long)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Contacts' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: m['contacts.add'] })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Edit Grace Okafor' })).toBeNull();
  },
};

/** No contact matches: the table says so. */
export const Empty: Story = {
  args: { path: '/contacts?q=nobody' },
  beforeEach({ msw }) {
    msw.use(fixture(contract.contacts.list, page([])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m['contacts.empty'], {}, long)).toBeInTheDocument();
  },
};

/** The list fails: the back end's message and a retry in the table. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.contacts.list, 500, 'An internal error occurred.'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m['contacts.error.title'], {}, long)).toBeInTheDocument();
    await expect(canvas.getByText('An internal error occurred.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: m['contacts.retry'] })).toBeInTheDocument();
  },
};

/**
 * Saving an incomplete form: each field says what is wrong next to it, focus goes to the first, and
 * what was typed stays; nothing is sent.
 */
export const CreateWithErrors: Story = {
  tags: ['visual'],
  args: { path: '/contacts/create' },
  play: async ({ canvas, msw }) => {
    const create = recordedFixture(contract.contacts.create, contactFixture);
    msw.use(create.handler);
    const first = await canvas.findByRole('textbox', { name: /First name/ }, long);
    await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Diaz');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'rosa@');
    await userEvent.type(canvas.getByRole('textbox', { name: /Office phone/ }), '555 01');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Can sign in to the portal/ }));
    await userEvent.click(canvas.getByRole('button', { name: m['contacts.form.create'] }));
    await expect(await canvas.findByText('Enter a first name.', {}, long)).toBeInTheDocument();
    await expect(canvas.getByText('Enter an e-mail address like name@company.com.')).toBeInTheDocument();
    await expect(
      canvas.getByText('Enter a phone number of 10 to 15 digits, like +1 312 555 0101.'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Choose the portal this person signs in to.')).toBeInTheDocument();
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue('rosa@');
    await expect(canvas.getByRole('textbox', { name: /Last name/ })).toHaveValue('Diaz');
    await expect(create.requests).toHaveLength(0);
  },
};

/**
 * The same incomplete form in Canadian French: the browser's run of the contact rules says what is
 * wrong in French (ADR 048), and nothing is sent.
 */
export const CreateWithErrorsInFrench: Story = {
  name: 'Create with errors, in Canadian French',
  args: { path: '/contacts/create' },
  globals: { locale: 'fr-CA' },
  tags: ['locale'],
  play: async ({ canvas, loaded, msw }) => {
    const create = recordedFixture(contract.contacts.create, contactFixture);
    msw.use(create.handler);
    const email = await canvas.findByRole(
      'textbox',
      { name: new RegExp(loadedText(loaded, 'contacts.form.email')) },
      long,
    );
    await userEvent.type(email, 'rosa@');
    await userEvent.click(canvas.getByRole('button', { name: loadedText(loaded, 'contacts.form.create') }));
    await expect(
      await canvas.findByText(loadedText(loaded, 'answer.contacts.firstNameRequired'), {}, long),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText('Saisissez une adresse courriel comme nom@entreprise.com.'),
    ).toBeInTheDocument();
    await expect(canvas.queryByText('Enter a first name.')).toBeNull();
    await expect(create.requests).toHaveLength(0);
  },
};

/** A filled form by keyboard: roles go out without spaces, portal access with its portal; the notice shows. */
export const Create: Story = {
  args: { path: '/contacts/create' },
  play: async ({ canvas, canvasElement, msw }) => {
    const create = recordedFixture(contract.contacts.create, invitedContactFixture);
    msw.use(create.handler);
    await userEvent.type(await canvas.findByRole('textbox', { name: /First name/ }, long), 'Tom');
    await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Brennan');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'billing@swiftline.test');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Bill To' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Can sign in to the portal/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Carrier Portal' }));
    await userEvent.click(canvas.getByRole('button', { name: m['contacts.form.create'] }));
    await expect(
      await body(canvasElement).findByText(specMessagesEn['contacts.created'], {}, long),
    ).toBeInTheDocument();
    await expect(create.requests[0]?.body).toMatchObject({
      firstName: 'Tom',
      lastName: 'Brennan',
      emailAddresses: ['billing@swiftline.test'],
      roles: ['BillTo'],
      isPortalEnabled: true,
      permissions: ['CarrierPortal'],
      functionTitle: null,
    });
  },
};

/** The e-mail address is taken (409): the back end's sentence above the form, and the form keeps what was typed. */
export const CreateDuplicate: Story = {
  args: { path: '/contacts/create' },
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.contacts.create, 409, duplicateContactEmailMessage('ap@swiftline.test')));
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /First name/ }, long), 'Grace');
    await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Okafor');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'ap@swiftline.test');
    await userEvent.click(canvas.getByRole('button', { name: m['contacts.form.create'] }));
    await expect(
      await canvas.findByText(duplicateContactEmailMessage('ap@swiftline.test'), {}, long),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('Grace');
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue('ap@swiftline.test');
  },
};

/** Editing starts from the saved contact; a field refused by the back end is marked next to it. */
export const Edit: Story = {
  args: { path: `/contacts/${invitedContactFixture.id}/edit` },
  play: async ({ canvas, msw }) => {
    msw.use(
      fixtureError(contract.contacts.update, 400, 'The request is invalid.', {
        linkedInProfileUrl: ['Enter a LinkedIn profile address, like https://www.linkedin.com/in/name.'],
      }),
    );
    await canvas.findByRole('heading', { name: 'Edit Tom Brennan' }, long);
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue('billing@swiftline.test');
    await expect(canvas.getByRole('checkbox', { name: 'Billing Inquiry' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Carrier Portal' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: m['contacts.form.save'] }));
    const linkedIn = canvas.getByRole('textbox', { name: /LinkedIn/ });
    await waitFor(() => expect(linkedIn).toHaveAttribute('aria-invalid', 'true'), long);
    await expect(
      canvas.getByText('Enter a LinkedIn profile address, like https://www.linkedin.com/in/name.'),
    ).toBeInTheDocument();
  },
};

/** One contact: how to reach them, roles, portal access (invited, not activated yet) and Edit for admins. */
export const Preview: Story = {
  args: { path: `/contacts/${invitedContactFixture.id}/preview` },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: /Tom Brennan/ }, long);
    await expect(canvas.getByRole('link', { name: 'billing@swiftline.test' })).toHaveAttribute(
      'href',
      'mailto:billing@swiftline.test',
    );
    await expect(canvas.getByText('+1 312 555 0191')).toBeInTheDocument();
    await expect(canvas.getByText(m['contacts.preview.invitedHint'])).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Edit Tom Brennan' })).toHaveAttribute(
      'href',
      `/contacts/${invitedContactFixture.id}/edit`,
    );
  },
};

/** Another company's contact (404): not found, with the way back. */
export const PreviewNotFound: Story = {
  args: { path: `/contacts/${adminContactFixture.id}/preview` },
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.contacts.byId, 404, 'The contact was not found.'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(m['contacts.preview.notFound'], {}, long)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: m['contacts.preview.back'] })).toHaveAttribute(
      'href',
      '/contacts',
    );
  },
};

/** A dispatcher who opens the form's address is not authorised (only admins add contacts). */
export const CreateNotAuthorised: Story = {
  args: { path: '/contacts/create', persona: 'dispatcher' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(specMessagesEn['access.notAuthorized'], {}, long),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: /First name/ })).toBeNull();
  },
};
