import {
  createTranslator,
  formatMessage,
  shouldShowSamsaraExpiredModal,
  specMessages,
  tabSessionKeys,
  type CurrentUser,
  type StaticMessageKey,
} from '@freightkit/domain';
import type { Page } from '@playwright/test';
import { portalMessagesEn, type PortalMessageKey } from '../../apps/portal/src/app/messages.ts';
import { persona, type PersonaKey } from '../../apps/tms-sandbox/src/personas.ts';
import { expect } from './fixtures.ts';

/** The spec's English texts, as the portal shows them. */
export const t = createTranslator('en-US', specMessages);

/** A spec text by key (typed, so a renamed key fails the typecheck, not the journey). */
export const text = (key: StaticMessageKey, params?: Record<string, string | number>): string =>
  t(key, params);

/** A portal-only text (apps/portal/src/app/messages.ts), so journeys find controls by what users read. */
export const portalText = (key: PortalMessageKey, params?: Record<string, string | number>): string =>
  formatMessage(portalMessagesEn[key], params);

/** The credentials of a seeded persona. */
export function credentials(key: PersonaKey): { email: string; password: string } {
  const p = persona(key);
  if (p.password === null) throw new Error(`Persona ${key} cannot sign in with a password`);
  return { email: p.email, password: p.password };
}

/** Fills and sends the sign-in form on the current page. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: portalText('auth.field.userName'), exact: true }).fill(email);
  await page.getByRole('textbox', { name: portalText('auth.field.password'), exact: true }).fill(password);
  await page.getByRole('button', { name: portalText('auth.signIn.submit') }).click();
}

/** Signs a persona in from /login and waits for 'Login Successful'. */
export async function signIn(page: Page, key: PersonaKey): Promise<void> {
  const { email, password } = credentials(key);
  await page.goto('/login');
  await submitSignIn(page, email, password);
  await expect(page.getByText(text('auth.loginSuccessful'))).toBeVisible();
}

/** The signed-in user as the portal stored it (the back end's answer). */
export async function storedUser(page: Page): Promise<CurrentUser> {
  const json = await page.evaluate(() => window.localStorage.getItem('user'));
  if (json === null) throw new Error('No user is stored: not signed in');
  return JSON.parse(json) as CurrentUser;
}

/**
 * Closes the 'Expired Samsara Token' modal if it is due (admins with an expired token who have not put it
 * off in this tab). Whether it is due is domain's rule on the stored user, read once the shell is up: the
 * dialog itself appears a moment after the shell (its code loads when it first opens, ADR 080), so asking
 * the page whether it is open could read "not open" just before it appears.
 */
export async function dismissSamsaraModal(page: Page): Promise<void> {
  const modal = page.getByRole('dialog', { name: text('samsara.title') });
  await expect(page.getByRole('banner').or(modal).first()).toBeVisible();
  const user = await storedUser(page);
  const putOff = await page.evaluate(
    (key) => window.sessionStorage.getItem(key),
    tabSessionKeys.samsaraModalDismissed,
  );
  if (shouldShowSamsaraExpiredModal(user) && putOff !== user.id)
    await modal.getByRole('button', { name: portalText('shell.samsara.later') }).click();
  await expect(modal).toBeHidden();
}

/** Calls the back end as the page's signed-in user (bearer token and API-key header). */
export async function callAsPage(page: Page, path: string): Promise<{ status: number; body: unknown }> {
  return page.evaluate(async (url) => {
    const token = window.localStorage.getItem('token') ?? '';
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      extension_ApiKey?: string;
    };
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${token}`, 'X-Api-Key': payload.extension_ApiKey ?? '' },
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }, path);
}
