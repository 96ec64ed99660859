import { contract } from '@freightkit/api';
import { defaultHandlers, fixtureError, recordedFixture } from '@freightkit/api/msw';
import { capabilityRefusals, emailInUseForSignInMessage, specMessagesEn } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../app/messages.ts';
import { PortalStory } from '../../app/stories/PortalStory.tsx';
import { ProfileEditScreen } from './ProfileEditScreen.tsx';
import { ProfileScreen } from './ProfileScreen.tsx';

const m = portalMessagesEn;

const routes = [
  { path: '/profile', element: <ProfileScreen /> },
  { path: '/profile/edit', element: <ProfileEditScreen /> },
];

const meta = {
  title: 'Portal/Profile',
  component: PortalStory,
  parameters: { layout: 'fullscreen' },
  // Baselines where the pixels say something (the details, the expired token); plays and axe everywhere.
  tags: ['!visual'],
  args: { routes, path: '/profile', persona: 'carrierAdmin' },
  beforeEach({ msw, args }) {
    // The back end answers as the story's persona (its contact, company and preferences).
    msw.use(...defaultHandlers({ persona: args.persona ?? 'carrierAdmin' }));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const long = { timeout: 15_000 };
const body = (el: HTMLElement) => within(el.ownerDocument.body);
const validToken = 'samsara_api_Q2x9Vb7LmN4pR8sT1wY6zK3d';

/** The admin's profile: who they are, their company (read-only), notification preferences and Edit profile. */
export const Details: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Dana Whitfield', level: 2 }, long);
    await expect(canvas.getByRole('tab', { name: m['profile.tab.details'] })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('link', { name: m['profile.edit'] })).toHaveAttribute(
      'href',
      '/profile/edit',
    );
    await expect(canvas.getByText(m['profile.companyHint'])).toBeInTheDocument();
    const table = await canvas.findByRole('table', { name: m['profile.notifications.caption'] }, long);
    await expect(within(table).getByRole('rowheader', { name: 'Tender offers' })).toBeInTheDocument();
  },
};

/** The expired Samsara token, as the modal's link opens it: a pasted text that is not a token is refused next to the field. */
export const IntegrationsExpired: Story = {
  tags: ['visual'],
  args: { path: '/profile?tab=integrations' },
  play: async ({ canvas, msw }) => {
    const renew = recordedFixture(contract.identity.renewSamsaraToken, {
      samsaraIsExpired: false,
      tokenHint: 'zK3d',
      renewedAt: '2026-11-26T15:00:00.000Z',
    });
    msw.use(renew.handler);
    await expect(
      await canvas.findByRole('tab', { name: m['profile.tab.integrations'], selected: true }, long),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/Token: Expired/)).toBeInTheDocument();
    const field = canvas.getByLabelText(/Samsara API token/);
    await userEvent.type(field, 'not-a-token');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(field).toHaveFocus(), long);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/This is not a Samsara API token/)).toBeInTheDocument();
    await expect(renew.requests).toHaveLength(0);
  },
};

/** An admin pastes a token by keyboard and renews: the request carries it, the notice shows, the token reads valid. */
export const IntegrationsRenew: Story = {
  args: { path: '/profile?tab=integrations' },
  play: async ({ canvas, canvasElement, msw }) => {
    const renew = recordedFixture(contract.identity.renewSamsaraToken, {
      samsaraIsExpired: false,
      tokenHint: 'zK3d',
      renewedAt: '2026-11-26T15:00:00.000Z',
    });
    msw.use(renew.handler);
    await userEvent.type(await canvas.findByLabelText(/Samsara API token/, {}, long), validToken);
    await userEvent.click(canvas.getByRole('button', { name: m['profile.integrations.renew'] }));
    await expect(
      await body(canvasElement).findByText(m['profile.integrations.renewed'], {}, long),
    ).toBeInTheDocument();
    await expect(renew.requests[0]?.body).toEqual({ apiToken: validToken });
    await expect(await canvas.findByText(/Token: Valid/, {}, long)).toBeInTheDocument();
    await expect(canvas.getByText('Valid token ending in zK3d.')).toBeInTheDocument();
  },
};

/** The back end refuses the renewal (another admin's session rule, 403): its sentence above the field. */
export const IntegrationsRefused: Story = {
  args: { path: '/profile?tab=integrations' },
  beforeEach({ msw }) {
    msw.use(
      fixtureError(contract.identity.renewSamsaraToken, 403, capabilityRefusals['integrations.manage']),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/Samsara API token/, {}, long), validToken);
    await userEvent.click(canvas.getByRole('button', { name: m['profile.integrations.renew'] }));
    await expect(
      await canvas.findByText(capabilityRefusals['integrations.manage'], {}, long),
    ).toBeInTheDocument();
  },
};

/** A dispatcher sees the token state but not the form: renewing is the admin's. */
export const IntegrationsNotAdmin: Story = {
  args: { path: '/profile?tab=integrations', persona: 'dispatcher' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Token: Valid/, {}, long)).toBeInTheDocument();
    await expect(canvas.getByText(m['profile.integrations.adminsOnly'])).toBeInTheDocument();
    await expect(canvas.queryByLabelText(/Samsara API token/)).toBeNull();
  },
};

/** A driver (no integration of their own): the tab says so and offers nothing. */
export const IntegrationsDriver: Story = {
  args: { path: '/profile?tab=integrations', persona: 'driver' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Token: Not connected/, {}, long)).toBeInTheDocument();
    await expect(canvas.getByText(m['profile.integrations.none'])).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: m['profile.integrations.renew'] })).toBeNull();
  },
};

/** Saving with mistakes: each is named next to its field, focus goes to the first, nothing is sent. */
export const EditWithErrors: Story = {
  args: { path: '/profile/edit', persona: 'driver' },
  play: async ({ canvas, msw }) => {
    const update = recordedFixture(contract.contacts.updateProfile, () => {
      throw new Error('must not be sent');
    });
    msw.use(update.handler);
    const first = await canvas.findByRole('textbox', { name: /First name/ }, long);
    await expect(first).toHaveValue('Jamie');
    await userEvent.clear(first);
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'jamie@');
    await userEvent.click(canvas.getByRole('button', { name: m['profile.form.save'] }));
    await expect(await canvas.findByText('Enter a first name.', {}, long)).toBeInTheDocument();
    await expect(canvas.getByText('Enter an e-mail address like name@company.com.')).toBeInTheDocument();
    await waitFor(() => expect(first).toHaveFocus());
    await expect(email).toHaveValue('jamie@');
    await expect(update.requests).toHaveLength(0);
  },
};

/** A driver changes their own title and mobile number: the body carries them, the spec's notice shows. */
export const EditSaves: Story = {
  args: { path: '/profile/edit', persona: 'driver' },
  play: async ({ canvas, canvasElement, msw }) => {
    const update = recordedFixture(contract.contacts.updateProfile, ({ body: sent }) => ({
      id: 'contact-driver',
      ...sent,
      functionTitle: sent.functionTitle ?? null,
      linkedInProfileUrl: sent.linkedInProfileUrl ?? null,
      roles: ['Driver'],
      locations: [],
      permissions: ['DriverPortal'],
      accessLevels: ['Portal'],
      is3PL: false,
      isCarrier: true,
      isPortalEnabled: true,
      fileId: null,
      companyId: 'company-swiftline',
      companyNumber: 'C-1001',
      companyName: 'Swiftline Carriers',
      userName: 'driver@swiftline.test',
    }));
    msw.use(update.handler);
    const title = await canvas.findByRole('textbox', { name: /Title/ }, long);
    await userEvent.clear(title);
    await userEvent.type(title, 'Lead Driver');
    const mobile = canvas.getByRole('textbox', { name: /Mobile phone/ });
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '+1 312 555 0199');
    await userEvent.click(canvas.getByRole('button', { name: m['profile.form.save'] }));
    await expect(
      await body(canvasElement).findByText(specMessagesEn['profile.updated'], {}, long),
    ).toBeInTheDocument();
    await expect(update.requests[0]?.body).toMatchObject({
      firstName: 'Jamie',
      functionTitle: 'Lead Driver',
    });
    await expect(update.requests[0]?.body.phoneNumbers).toContainEqual({
      value: '+1 312 555 0199',
      type: 'MobileNumber',
    });
  },
};

/** The address already signs in elsewhere (409): the back end's sentence above the form, which keeps what was typed. */
export const EditRefused: Story = {
  args: { path: '/profile/edit', persona: 'driver' },
  beforeEach({ msw }) {
    msw.use(
      fixtureError(contract.contacts.updateProfile, 409, emailInUseForSignInMessage('admin@ironhorse.test')),
    );
  },
  play: async ({ canvas }) => {
    const email = await canvas.findByRole('textbox', { name: /E-mail/ }, long);
    await userEvent.clear(email);
    await userEvent.type(email, 'admin@ironhorse.test');
    await userEvent.click(canvas.getByRole('button', { name: m['profile.form.save'] }));
    await expect(
      await canvas.findByText(emailInUseForSignInMessage('admin@ironhorse.test'), {}, long),
    ).toBeInTheDocument();
    await expect(email).toHaveValue('admin@ironhorse.test');
  },
};
