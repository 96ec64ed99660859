/** Portal-only texts of the sign-in pages (merged into `portalMessagesEn` by app/messages.ts). */
export const authMessagesEn = {
  'auth.signIn.title': 'Sign in to FreightKit',
  'auth.signIn.intro': 'Carrier portal for shipments, tenders, the load board and payments.',
  'auth.field.userName': 'Email address',
  'auth.field.password': 'Password',
  'auth.signIn.submit': 'Sign in',
  'auth.signIn.forgot': 'Forgot your password?',
  'auth.signIn.redirectIntro':
    'Enter your email address: you will type your password on the FreightKit sign-in page that opens next.',
  'auth.redirect.noPortalUser':
    'This account is not linked to a FreightKit user, so it cannot open the portal. Ask your company administrator for access, or sign in with another account.',
  'auth.redirect.failed': 'Sign-in could not be completed. Nothing was changed: try again.',
  'auth.signIn.driverLink': 'Signing you in from your driver link…',
  'auth.signIn.driverLinkFailed':
    'This driver link is invalid or has expired. Sign in with your email and password.',
  'auth.signIn.driverLinkUsedUp':
    '{count, plural, one {This driver link has already been used # time.} other {This driver link has already been used # times.}} Ask your dispatcher for a new link, or sign in with your email and password.',
  'auth.failure.tooManyAttempts':
    'Too many sign-in attempts. Sign-in is paused for a while: wait a few minutes, then try again.',
  'auth.failure.serverUnavailable':
    'The FreightKit server could not be reached. Nothing you entered was lost: try again in a moment.',
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
  'auth.validation.minLength':
    '{count, plural, one {Use at least # character} other {Use at least # characters}}',
} as const;
