import type { LocalizedCatalog } from '@freightkit/domain';
import { caseMessagesEn } from '../areas/cases/messages.ts';
import { accountingMessagesEn } from '../areas/accounting/messages.ts';
import { dashboardMessagesEn } from '../areas/dashboard/messages.ts';
import { shipmentDetailMessagesEn } from '../areas/shipments/detail/messages.ts';
import { shipmentListMessagesEn } from '../areas/shipments/list/messages.ts';
import { paperworkMessagesEn } from '../areas/paperwork/messages.ts';

/**
 * Texts only the portal shows (labels, headings, hints) that the spec does not word. Spec texts
 * come from domain's `specMessages`, kit texts from the kit; all three reach `UiProvider`.
 * English now; 'es' and 'fr-CA' add their own blocks later, key by key.
 */
export const portalMessagesEn = {
  'portal.name': 'FreightKit',
  'portal.loading': 'Loading…',
  'portal.skipToContent': 'Skip to content',
  // Sign-in
  'auth.signIn.title': 'Sign in to FreightKit',
  'auth.signIn.intro': 'Carrier portal for shipments, tenders, the load board and payments.',
  'auth.field.userName': 'Email address',
  'auth.field.password': 'Password',
  'auth.signIn.submit': 'Sign in',
  'auth.signIn.forgot': 'Forgot your password?',
  'auth.signIn.driverLink': 'Signing you in from your driver link…',
  'auth.signIn.driverLinkFailed':
    'This driver link is invalid or has expired. Sign in with your email and password.',
  'auth.requestReset.title': 'Reset your password',
  'auth.requestReset.intro':
    'Enter the email address you sign in with and we will send you a link to choose a new password.',
  'auth.requestReset.submit': 'Send reset link',
  'auth.requestReset.sent': 'If that address belongs to a FreightKit user, a reset link is on its way.',
  'auth.backToSignIn': 'Back to sign in',
  'auth.reset.title': 'Choose a new password',
  'auth.activate.title': 'Activate your account',
  'auth.activate.intro': 'Choose a password to finish setting up your FreightKit account.',
  'auth.activate.done': 'Your account is active',
  'auth.field.newPassword': 'New password',
  'auth.field.confirmPassword': 'Confirm new password',
  'auth.reset.submit': 'Set password',
  'auth.validation.required': '{field} is required',
  'auth.validation.mismatch': 'The passwords do not match',
  'auth.validation.minLength': 'Use at least {count} characters',
  // Shell
  'shell.mainNavigation': 'Main navigation',
  'shell.search.label': 'Search shipments',
  'shell.search.open': 'Search shipments',
  'shell.search.close': 'Close search',
  'shell.search.results': 'Search results',
  'shell.search.searching': 'Searching…',
  'shell.search.route': '{origin} → {destination}',
  'shell.search.place': '{city}, {state} {postalCode}',
  'shell.search.draft': 'Draft shipments cannot be opened',
  'shell.search.references': 'References: {references}',
  'shell.badge': '{count} new',
  'shell.opensInNewTab': '(opens in a new tab)',
  'shell.updates.title': 'Application Updates',
  'shell.updates.body': 'You are using the latest FreightKit release.',
  'shell.updates.close': 'Close',
  'shell.about.version': 'Version {version}',
  'shell.about.environment': 'Environment: {environment}',
  'shell.accessRequests': '{count} open access requests',
  'shell.samsara.later': 'Later',
  'shell.notifications': 'Notifications',
  'shell.notifications.dismiss': 'Dismiss',
  // Areas
  'area.notBuilt.title': '{area}',
  'area.notBuilt.body':
    'This part of the portal is not built yet. Use the navigation to reach the parts that are.',
  'area.notFound.body': 'There is nothing at this address.',
  'area.notFound.home': 'Go to the start page',
  'area.reload.title': 'A new version of FreightKit is available',
  'area.reload.body': 'Reload the page to continue.',
  'area.reload.action': 'Reload',
  // Each area keeps its own texts next to its screens.
  ...shipmentListMessagesEn,
  ...shipmentDetailMessagesEn,
  ...paperworkMessagesEn,
  ...dashboardMessagesEn,
  ...accountingMessagesEn,
  ...caseMessagesEn,
} as const;

/** Key of a portal-only message. */
export type PortalMessageKey = keyof typeof portalMessagesEn;

/** The portal's catalogs for `UiProvider`'s `messages` prop. */
export const portalMessages: readonly LocalizedCatalog[] = [{ en: portalMessagesEn }];
