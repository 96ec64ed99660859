import { createHandlers, mockPassword, mockPersonas } from '@freightkit/api/msw';
import { specMessagesEn } from '@freightkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { portalMessagesEn } from '../../app/messages.ts';
import { PublicOnly } from '../../app/guards.tsx';
import { PortalStory } from '../../app/stories/PortalStory.tsx';
import { ActivateScreen } from './ActivateScreen.tsx';
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
    ],
  },
  { path: '*', element: <p>{portalMessagesEn['portal.name']}</p> },
];

const meta = {
  title: 'Portal/Sign-in',
  component: PortalStory,
  parameters: { layout: 'fullscreen' },
  tags: ['responsive'],
  args: { routes, path: '/login', persona: null },
  beforeEach({ msw }) {
    msw.use(...createHandlers({ persona: null }));
  },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

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
