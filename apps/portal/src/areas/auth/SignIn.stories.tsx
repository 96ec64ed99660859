import { contract } from '@freightkit/api';
import {
  defaultHandlers,
  errorResponse,
  fixture,
  fixtureError,
  fixturePending,
  mockDoNotUseEmail,
  mockPassword,
  mockPersonas,
} from '@freightkit/api/msw';
import {
  doNotUseMarker,
  driverLinkUsedUpMessage,
  driverTokenParam,
  formatMessage,
  queryParam,
  routeTitleMessagesEn,
  specMessagesEn,
} from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { Outlet, useLocation } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { configFrom, type MsalConfig } from '../../app/config.ts';
import type { SessionAdapter } from '../../app/session/adapter.ts';
import { createMsalAdapter, type MsalClient } from '../../app/session/msalAdapter.ts';
import { portalMessagesEn } from '../../app/messages.ts';
import { loadedText } from '@freightkit/ui/testing';
import { PublicOnly } from '../../app/guards.tsx';
import { PortalStory } from '../../app/stories/PortalStory.tsx';
import { ActivateScreen } from './ActivateScreen.tsx';
import { DriverLinkSignIn } from './DriverLinkSignIn.tsx';
import { ForgotPassword } from './ForgotPassword.tsx';
import { LoginScreen } from './LoginScreen.tsx';
import { RequestPasswordResetScreen } from './RequestPasswordResetScreen.tsx';
import { ResetPasswordScreen } from './ResetPasswordScreen.tsx';

const routes = [
  {
    element: <PublicOnly />,
    children: [
      { path: '/login', element: <LoginScreen /> },
      { path: '/request-password-reset', element: <RequestPasswordResetScreen /> },
      { path: '/reset-password/:token', element: <ResetPasswordScreen /> },
      { path: '/ActivateUser/:token', element: <ActivateScreen /> },
      { path: '/forgot-password', element: <ForgotPassword /> },
    ],
  },
  // Where a driver link points in these stories; its title says the driver got there.
  { path: '/all-shipments', element: <h1>{routeTitleMessagesEn['title.allShipments']}</h1> },
  { path: '*', element: <p>{portalMessagesEn['portal.name']}</p> },
];

/** As `Root` does: an address with `?driverToken=` shows the driver-link sign-in instead of its page. */
function DriverLinkGate() {
  const { search } = useLocation();
  const driverToken = queryParam(search, driverTokenParam);
  return driverToken === undefined || driverToken === '' ? (
    <Outlet />
  ) : (
    <DriverLinkSignIn driverToken={driverToken} />
  );
}

const driverLinkRoutes = [{ element: <DriverLinkGate />, children: routes }];

const meta = {
  title: 'Portal/Sign-in',
  component: PortalStory,
  parameters: { layout: 'fullscreen' },
  tags: ['responsive', 'themed'],
  args: { routes, path: '/login', persona: null },
  beforeEach({ msw }) {
    // Signed out; signing in, resetting or activating answers the dispatcher's session.
    msw.use(...defaultHandlers({ persona: 'dispatcher' }));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);
/** The queries a play function gets for its canvas. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Waits for a toast: it fades in, so it is found first and then seen once its animation ends. */
async function toastShows(canvasElement: HTMLElement, text: string) {
  const toast = await body(canvasElement).findByText(text);
  await waitFor(() => expect(toast).toBeVisible());
}

/**
 * A field's label as users read it: the kit shows a required marker ('*', hidden from assistive
 * technology) after the text, so the label must start with it and add nothing but that marker.
 */
const label = (key: keyof typeof portalMessagesEn) => new RegExp(`^${portalMessagesEn[key]}\\s*\\*?$`);
const dispatcher = mockPersonas.dispatcher.userName;
const portal = (key: keyof typeof portalMessagesEn) => portalMessagesEn[key];

/** Fills the sign-in form by keyboard and sends it with Enter. */
async function signInWith(canvas: Canvas, userName: string, password: string) {
  const email = await canvas.findByLabelText(label('auth.field.userName'));
  email.focus();
  await userEvent.keyboard(userName);
  await userEvent.tab();
  await userEvent.keyboard(`${password}{Enter}`);
}

/** The sign-in answer replaced by a failure. */
const loginFails = (answer: () => Response) => fixture(contract.identity.login, answer);

/** Both fields still hold what was typed: a failure loses nothing. */
async function fieldsKept(canvas: Canvas, userName: string, password: string) {
  await expect(canvas.getByLabelText(label('auth.field.userName'))).toHaveValue(userName);
  await expect(canvas.getByLabelText(label('auth.field.password'))).toHaveValue(password);
}

/** A deployment signing in through the identity provider (ADR 012, 028). */
const msalConfig: MsalConfig = {
  clientId: 'freightkit-portal',
  authority: 'https://freightkit.b2clogin.com/freightkit.onmicrosoft.com/B2C_1_signin',
  forgotPasswordAuthority: 'https://freightkit.b2clogin.com/freightkit.onmicrosoft.com/B2C_1_reset',
  knownAuthorities: ['freightkit.b2clogin.com'],
  scopes: ['https://freightkit.onmicrosoft.com/carrier-api/read'],
  redirectUri: null,
  userClaim: 'extension_PortalUser',
  protocolMode: 'AAD',
};

/** Where the portal sends the browser to the provider (a fake: the story stays on the page). */
const loginRedirect = fn(() => Promise.resolve());

/**
 * The real MSAL adapter over a fake client whose redirect answer is `answer`: `null` for a first
 * visit, ID-token claims for a return from the provider.
 */
const throughProvider =
  (answer: Record<string, unknown> | null) =>
  (credentials: SessionAdapter): SessionAdapter => {
    const client = {
      initialize: () => Promise.resolve(),
      handleRedirectPromise: () =>
        Promise.resolve(answer === null ? null : { accessToken: 'provider-token', idTokenClaims: answer }),
      loginRedirect,
      logoutRedirect: () => Promise.resolve(),
    } as unknown as MsalClient;
    return createMsalAdapter(client, msalConfig, credentials);
  };

/** The credentials form as a visitor first sees it. */
export const Login: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(label('auth.field.userName'))).toBeVisible();
  },
};

/** Signing in by keyboard: 'Login Successful' (spec 1 §8). The toast times out, so no baseline. */
export const TestSignIn: Story = {
  name: 'Test: signs in by keyboard',
  tags: ['!visual'],
  play: async ({ canvas, canvasElement }) => {
    const email = await canvas.findByLabelText(label('auth.field.userName'));
    await userEvent.click(email);
    await userEvent.keyboard(dispatcher);
    await userEvent.tab();
    await expect(canvas.getByLabelText(label('auth.field.password'))).toHaveFocus();
    await userEvent.keyboard(`${mockPassword}{Enter}`);
    await toastShows(canvasElement, specMessagesEn['auth.loginSuccessful']);
  },
};

/** Empty fields are named before anything is sent. */
export const TestRequiredFields: Story = {
  name: 'Test: required fields',
  tags: ['!visual'],
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: portalMessagesEn['auth.signIn.submit'] }),
    );
    await expect(canvas.getByLabelText(label('auth.field.userName'))).toBeInvalid();
  },
};

/** A wrong password: 'Wrong username or password.' (spec 1 §8). */
export const TestWrongPassword: Story = {
  name: 'Test: wrong password',
  tags: ['!visual'],
  beforeEach({ msw }) {
    msw.use(fixtureError(contract.identity.login, 401, 'Email Address or Password is invalid'));
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByLabelText(label('auth.field.userName')), dispatcher);
    await userEvent.type(canvas.getByLabelText(label('auth.field.password')), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: portalMessagesEn['auth.signIn.submit'] }));
    await toastShows(canvasElement, specMessagesEn['auth.loginFailed']);
  },
};

/** The reset request form. */
export const RequestReset: Story = {
  args: { path: '/request-password-reset' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(label('auth.field.userName'))).toBeVisible();
  },
};

/** Asking for a reset mail: 'Please check your email'. */
export const TestRequestReset: Story = {
  name: 'Test: requests a reset mail',
  tags: ['!visual'],
  args: { path: '/request-password-reset' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByLabelText(label('auth.field.userName')), dispatcher);
    await userEvent.click(canvas.getByRole('button', { name: portalMessagesEn['auth.requestReset.submit'] }));
    await toastShows(canvasElement, specMessagesEn['auth.checkEmail']);
  },
};

/** The new-password form the mailed link opens. */
export const ResetPassword: Story = {
  args: { path: '/reset-password/valid-token' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(label('auth.field.newPassword'))).toBeVisible();
  },
};

/** Choosing a new password from the mailed link: 'Password Reset Successful', signed in. */
export const TestResetPassword: Story = {
  name: 'Test: resets the password',
  tags: ['!visual'],
  args: { path: '/reset-password/valid-token' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByLabelText(label('auth.field.newPassword')), mockPassword);
    await userEvent.type(canvas.getByLabelText(label('auth.field.confirmPassword')), mockPassword);
    await userEvent.click(canvas.getByRole('button', { name: portalMessagesEn['auth.reset.submit'] }));
    await toastShows(canvasElement, specMessagesEn['auth.passwordResetSuccessful']);
  },
};

/** Passwords that differ are caught before sending. */
export const TestPasswordsDiffer: Story = {
  name: 'Test: passwords differ',
  tags: ['!visual'],
  args: { path: '/reset-password/valid-token' },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(label('auth.field.newPassword')), mockPassword);
    await userEvent.type(canvas.getByLabelText(label('auth.field.confirmPassword')), 'something-else');
    await userEvent.click(canvas.getByRole('button', { name: portalMessagesEn['auth.reset.submit'] }));
    await expect(await canvas.findByText(portalMessagesEn['auth.validation.mismatch'])).toBeVisible();
  },
};

/** The activation page of an invited user. */
export const Activate: Story = {
  args: { path: '/ActivateUser/valid-token' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: portalMessagesEn['auth.activate.title'] }),
    ).toBeVisible();
  },
};

/** A carrier marked 'Do Not Use': the 8-second notice with the support address (spec 1 §8). It times out, so no baseline. */
export const TestDoNotUse: Story = {
  name: 'Test: a Do Not Use carrier is told whom to write to',
  tags: ['!visual'],
  beforeEach({ msw }) {
    msw.use(
      fixtureError(
        contract.identity.login,
        403,
        `Carrier Roadrunner Haulage is marked "${doNotUseMarker}". Portal access is not allowed.`,
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await signInWith(canvas, mockDoNotUseEmail, mockPassword);
    const { supportEmail } = configFrom({});
    await toastShows(
      canvasElement,
      formatMessage(specMessagesEn['errors.doNotUse'], { email: supportEmail }),
    );
    await expect(body(canvasElement).queryByText(specMessagesEn['auth.loginFailed'])).toBeNull();
  },
};

/** A lock-out after too many attempts (429) says so, not 'Wrong username or password.'; the fields are kept. */
export const TestLockedOut: Story = {
  name: 'Test: a lock-out is not a wrong password',
  tags: ['!visual'],
  beforeEach({ msw }) {
    msw.use(
      loginFails(() => errorResponse(429, 'Too many failed sign-in attempts. Try again in 15 minutes.')),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await signInWith(canvas, dispatcher, mockPassword);
    await toastShows(canvasElement, portal('auth.failure.tooManyAttempts'));
    await expect(body(canvasElement).queryByText(specMessagesEn['auth.loginFailed'])).toBeNull();
    await fieldsKept(canvas, dispatcher, mockPassword);
  },
};

/** A failing server (500) says it could not be reached and that nothing was lost; the fields are kept. */
export const TestServerError: Story = {
  name: 'Test: a server error is not a wrong password',
  tags: ['!visual'],
  beforeEach({ msw }) {
    msw.use(loginFails(() => errorResponse(500, 'Internal Server Error')));
  },
  play: async ({ canvas, canvasElement }) => {
    await signInWith(canvas, dispatcher, mockPassword);
    await toastShows(canvasElement, portal('auth.failure.serverUnavailable'));
    await expect(body(canvasElement).queryByText(specMessagesEn['auth.loginFailed'])).toBeNull();
    await fieldsKept(canvas, dispatcher, mockPassword);
  },
};

/** No answer at all (offline, DNS): the same 'could not be reached' text. */
export const TestNetworkError: Story = {
  name: 'Test: no answer is not a wrong password',
  tags: ['!visual'],
  beforeEach({ msw }) {
    msw.use(loginFails(() => HttpResponse.error()));
  },
  play: async ({ canvas, canvasElement }) => {
    await signInWith(canvas, dispatcher, mockPassword);
    await toastShows(canvasElement, portal('auth.failure.serverUnavailable'));
    await fieldsKept(canvas, dispatcher, mockPassword);
  },
};

/** A driver link while it signs the driver in (the answer is held back so the screen stays). */
export const DriverLink: Story = {
  args: { routes: driverLinkRoutes, path: `/all-shipments?${driverTokenParam}=valid-driver-token` },
  beforeEach({ msw }) {
    msw.use(fixturePending(contract.identity.driverTokenSignIn));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(portal('auth.signIn.driverLink'))).toBeVisible();
  },
};

/** A valid driver link signs the driver in and shows the page it points at. */
export const TestDriverLinkSignsIn: Story = {
  name: 'Test: a driver link signs the driver in',
  tags: ['!visual'],
  args: { routes: driverLinkRoutes, path: `/all-shipments?${driverTokenParam}=valid-driver-token` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: routeTitleMessagesEn['title.allShipments'] }),
    ).toBeVisible();
    await expect(canvas.queryByText(portal('auth.signIn.driverLink'))).toBeNull();
  },
};

/** A refused driver link says so and leaves the driver on the sign-in form. */
export const TestDriverLinkRefused: Story = {
  name: 'Test: a refused driver link goes to sign-in',
  tags: ['!visual'],
  args: { routes: driverLinkRoutes, path: `/all-shipments?${driverTokenParam}=expired-token` },
  beforeEach({ msw }) {
    msw.use(
      fixtureError(contract.identity.driverTokenSignIn, 401, 'The driver link is invalid or has expired.'),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await toastShows(canvasElement, portal('auth.signIn.driverLinkFailed'));
    await expect(await canvas.findByLabelText(label('auth.field.userName'))).toBeVisible();
  },
};

/** A link that has given all its sign-ins (ADR 042) says how to get a new one, not that it expired. */
export const TestDriverLinkUsedUp: Story = {
  name: 'Test: a spent driver link says to ask for a new one',
  tags: ['!visual'],
  args: { routes: driverLinkRoutes, path: `/all-shipments?${driverTokenParam}=spent-token` },
  beforeEach({ msw }) {
    msw.use(
      fixtureError(
        contract.identity.driverTokenSignIn,
        401,
        `${driverLinkUsedUpMessage} Ask your dispatcher for a new link.`,
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await toastShows(canvasElement, formatMessage(portal('auth.signIn.driverLinkUsedUp'), { count: 3 }));
    await expect(await canvas.findByLabelText(label('auth.field.userName'))).toBeVisible();
  },
};

/** Activating an invited account by keyboard: the password twice, then signed in. */
export const TestActivate: Story = {
  name: 'Test: activates an invited account',
  tags: ['!visual'],
  args: { path: '/ActivateUser/valid-token' },
  play: async ({ canvas, canvasElement }) => {
    const password = await canvas.findByLabelText(label('auth.field.newPassword'));
    password.focus();
    await userEvent.keyboard(mockPassword);
    await userEvent.tab();
    await expect(canvas.getByLabelText(label('auth.field.confirmPassword'))).toHaveFocus();
    await userEvent.keyboard(`${mockPassword}{Enter}`);
    await toastShows(canvasElement, portal('auth.activate.done'));
    // Signed in, the public page hands over to the landing page.
    await expect(await canvas.findByText(portal('portal.name'))).toBeVisible();
  },
};

/** A refused activation link keeps the form and shows the answer's message. */
export const TestActivateRefused: Story = {
  name: 'Test: an expired activation link is refused',
  tags: ['!visual'],
  args: { path: '/ActivateUser/expired-token' },
  beforeEach({ msw }) {
    msw.use(
      fixtureError(contract.identity.activateUser, 400, 'The link is invalid or has expired.', {
        resetToken: ['The link is invalid or has expired.'],
      }),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(await canvas.findByLabelText(label('auth.field.newPassword')), mockPassword);
    await userEvent.type(canvas.getByLabelText(label('auth.field.confirmPassword')), mockPassword);
    await userEvent.keyboard('{Enter}');
    await toastShows(canvasElement, 'The link is invalid or has expired.');
    await expect(canvas.getByLabelText(label('auth.field.newPassword'))).toHaveValue(mockPassword);
  },
};

/** `/forgot-password?login_hint=` opens the reset request with the hint filled in (spec 1 §2). */
export const ForgotPasswordHint: Story = {
  args: { path: `/forgot-password?login_hint=${encodeURIComponent(dispatcher)}` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: portal('auth.requestReset.title') }),
    ).toBeVisible();
    await expect(canvas.getByLabelText(label('auth.field.userName'))).toHaveValue(dispatcher);
  },
};

/**
 * Signing in through the identity provider: only the address is asked here (the provider asks the
 * password on its own page), and it leaves as the login hint.
 */
export const TestThroughIdentityProvider: Story = {
  name: 'Test: through the identity provider',
  tags: ['!visual'],
  args: { sessionAdapter: throughProvider(null) },
  beforeEach() {
    loginRedirect.mockClear();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(portal('auth.signIn.redirectIntro'))).toBeVisible();
    await expect(canvas.queryByLabelText(label('auth.field.password'))).toBeNull();
    const email = canvas.getByLabelText(label('auth.field.userName'));
    await userEvent.click(email);
    await userEvent.keyboard(`${dispatcher}{Enter}`);
    await waitFor(() =>
      expect(loginRedirect).toHaveBeenCalledWith(expect.objectContaining({ loginHint: dispatcher })),
    );
  },
};

/**
 * Back from the provider with an account linked to no portal user (no portal-user claim): refused
 * with a message saying so, and no session.
 */
export const IdentityProviderAccountNotLinked: Story = {
  args: { sessionAdapter: throughProvider({ emails: ['someone@swiftline.test'] }) },
  play: async ({ canvas }) => {
    const message = await canvas.findByText(portal('auth.redirect.noPortalUser'));
    // Announced as it appears: the page was already there when the refusal came back.
    await expect(message.closest('[role="alert"]')).not.toBeNull();
    await expect(canvas.getByLabelText(label('auth.field.userName'))).toBeVisible();
  },
};

/** Issue 19: the sign-in form and its language picker in US Spanish, desktop and narrow, one theme. */
export const LoginInSpanish: Story = {
  name: 'Login in US Spanish',
  globals: { locale: 'es-US' },
  tags: ['locale'],
  play: async ({ canvas, loaded }) => {
    await expect(
      await canvas.findByLabelText(new RegExp(`^${loadedText(loaded, 'auth.field.userName')}\\s*\\*?$`)),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: loadedText(loaded, 'portal.language') })).toBeVisible();
  },
};

/** Issue 19: the sign-in form and its language picker in Canadian French, desktop and narrow, one theme. */
export const LoginInCanadianFrench: Story = {
  name: 'Login in Canadian French',
  globals: { locale: 'fr-CA' },
  tags: ['locale'],
  play: async ({ canvas, loaded }) => {
    await expect(
      await canvas.findByLabelText(new RegExp(`^${loadedText(loaded, 'auth.field.userName')}\\s*\\*?$`)),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: loadedText(loaded, 'portal.language') })).toBeVisible();
  },
};
