import {
  answerText,
  samsaraTokenProblemKey,
  type CurrentUser as DomainCurrentUser,
} from '@freightkit/domain';
import { z } from 'zod';
import { idSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { lazySchema } from './lazySchema.ts';

/**
 * Role names as sent by the back end. Unknown names are kept and simply match no rule of domain
 * (the real back end may grow roles before the portal does).
 */
export const rolesSchema = lazySchema(() => z.array(z.string()));

/** Permission names as sent by the back end; unknown names are kept like {@link rolesSchema}. */
export const permissionsSchema = lazySchema(() => z.array(z.string()));

/** The telematics integration state of a user (spec 1 §3 "trackingIntegration (with an expired flag)"). */
export const trackingIntegrationSchema = lazySchema(() => z.object({ samsaraIsExpired: z.boolean() }));

/**
 * The signed-in user (spec 1 §3, spec 2 §3 "Current user"). The driver-only flag is not on the
 * wire: derive it with domain's `isDriverOnly(user.roles)`.
 */
export const currentUserSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    /** E-mail addresses, primary first. */
    emailAddresses: z.array(z.string()),
    /** Phone numbers, primary first. */
    phoneNumbers: z.array(z.string()),
    userName: z.string(),
    roles: rolesSchema,
    permissions: permissionsSchema,
    companyId: idSchema,
    contactId: idSchema,
    companyName: z.string(),
    isBroker: z.boolean(),
    isOnHold: z.boolean(),
    isBookable: z.boolean().default(true),
    has3PLNetwork: z.boolean(),
    hasAcceptedAccessTermsAndConditions: z.boolean(),
    trackingIntegration: trackingIntegrationSchema.nullable(),
  }),
);
/** The signed-in user as parsed by the contract. */
export type CurrentUser = z.output<typeof currentUserSchema>;

/** Compile-time proof that a parsed user is what domain's access rules take. */
export type CurrentUserFitsDomain = CurrentUser extends DomainCurrentUser ? true : never;
const _fitsDomain: CurrentUserFitsDomain = true;
/** The signed-in user as the back end sends it. */
export type CurrentUserWire = z.input<typeof currentUserSchema>;

/** An access token and the user it belongs to (spec 1 §3 "Login response"). */
export const sessionSchema = lazySchema(() =>
  z.object({ accessToken: z.string().min(1), user: currentUserSchema }),
);
/** An access token and its user. */
export type SessionData = z.output<typeof sessionSchema>;

/** The credentials login answer: `{ data: { accessToken, user } }` (spec 1 §7). */
export const loginResponseSchema = lazySchema(() => z.object({ data: sessionSchema }));
/** The credentials login answer. */
export type LoginResponse = z.output<typeof loginResponseSchema>;

/** Credentials for `authorizeUser`: the user name (the e-mail address for seeded users) and password. */
export const credentialsSchema = lazySchema(() =>
  z.object({
    userName: z.string().trim().min(1, 'User name is required.'),
    password: z.string().min(1, 'Password is required.'),
  }),
);
/** Credentials for a login call. */
export type Credentials = z.input<typeof credentialsSchema>;

/** Credentials for `mobileAuthorizeUser`: the credentials plus an optional device identifier. */
export const mobileCredentialsSchema = lazySchema(() =>
  credentialsSchema.extend({ deviceId: z.string().min(1).optional() }),
);

/** A new password chosen in the reset and activation flows. The spec shows no rule; the sandbox asks for 8 characters. */
export const newPasswordSchema = lazySchema(() =>
  z.string().min(8, 'Password must be at least 8 characters.').max(200),
);

/** Body of the password-reset request (spec 1 §7): the page the mail links to and the user's e-mail address. */
export const passwordResetRequestSchema = lazySchema(() =>
  z.object({
    url: z.url('url must be an absolute URL.'),
    emailAddress: z.email('Enter a valid e-mail address.'),
  }),
);
/** Body of the password-reset request. */
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** Answer to a password-reset request; always accepted so the call does not reveal which addresses exist. */
export const acceptedSchema = lazySchema(() => z.object({ accepted: z.literal(true) }));

/** Body of a password reset and of a user activation (spec 1 §7): the token from the mail and the new password. */
export const passwordResetSchema = lazySchema(() =>
  z.object({
    resetToken: z.string().min(1, 'The reset token is missing.'),
    newPassword: newPasswordSchema,
  }),
);
/** Body of a password reset or activation. */
export type PasswordReset = z.input<typeof passwordResetSchema>;

/** Body of a driver-link sign-in: the `driverToken` query parameter of the link. */
export const driverTokenSignInSchema = lazySchema(() => z.object({ driverToken: z.string().min(1) }));

/** The carrier of the signed-in user (spec 1 §3 "Carrier"). */
export const carrierSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    name: z.string(),
    mcNumber: z.string().nullable(),
    dotNumber: z.string().nullable(),
    isBroker: z.boolean(),
    isBookable: z.boolean().default(true),
  }),
);
/** The signed-in user's carrier. */
export type Carrier = z.output<typeof carrierSchema>;

/** Kinds of company a portal user belongs to. */
export const companyTypeSchema = lazySchema(() => z.enum(['Carrier', 'Broker', 'FactoringCompany']));

/** The company of the signed-in user. */
export const companySchema = lazySchema(() =>
  z.object({
    id: idSchema,
    name: z.string(),
    companyNumber: z.string(),
    companyType: companyTypeSchema,
    has3PLNetwork: z.boolean(),
    isOnHold: z.boolean(),
  }),
);
/** The signed-in user's company. */
export type Company = z.output<typeof companySchema>;

/** One notification preference: which event and by which channels. */
export const notificationPreferenceSchema = lazySchema(() =>
  z.object({
    key: z.string(),
    email: z.boolean(),
    sms: z.boolean(),
  }),
);
/** One notification preference. */
export type NotificationPreference = z.output<typeof notificationPreferenceSchema>;

/** Body of a Samsara token renewal: the API token the admin pasted from Samsara (domain's shape rule). */
export const samsaraTokenRenewalSchema = lazySchema(() =>
  z.object({
    apiToken: z
      .string()
      .max(400)
      .superRefine((token, ctx) => {
        // The rule's key travels with its English, so a refusal reads in the user's language (ADR 048).
        const problem = samsaraTokenProblemKey(token);
        if (problem !== null)
          ctx.addIssue({ code: 'custom', message: answerText(problem), params: { answer: problem } });
      }),
  }),
);
/** Body of a Samsara token renewal. */
export type SamsaraTokenRenewal = z.input<typeof samsaraTokenRenewalSchema>;

/** The tracking integration after a renewal: valid again, and which token it holds (its last four characters). */
export const samsaraIntegrationSchema = lazySchema(() =>
  trackingIntegrationSchema.extend({
    tokenHint: z.string(),
    renewedAt: z.iso.datetime(),
  }),
);
/** The tracking integration after a renewal. */
export type SamsaraIntegration = z.output<typeof samsaraIntegrationSchema>;

/** Sign-in, password reset, activation and the `me` calls. */
export const identityEndpoints = {
  /** Credentials login (`authorizeUser`). A 401 means wrong credentials; a message containing 'Do Not Use' means a blocked carrier. */
  login: defineEndpoint({
    name: 'identity.login',
    method: 'POST',
    path: 'api/v2/auth/authorize_user',
    access: 'public',
    summary: 'Credentials login (authorizeUser).',
    body: credentialsSchema,
    response: loginResponseSchema,
  }),
  /** Credentials login of the mobile app (`mobileAuthorizeUser`); same answer as {@link identityEndpoints.login}. */
  mobileLogin: defineEndpoint({
    name: 'identity.mobileLogin',
    method: 'POST',
    path: 'api/v2/auth/mobile_authorize_user',
    access: 'public',
    summary: 'Credentials login of the mobile app (mobileAuthorizeUser).',
    body: mobileCredentialsSchema,
    response: loginResponseSchema,
  }),
  /** Exchanges the `driverToken` of a driver link for a session. */
  driverTokenSignIn: defineEndpoint({
    name: 'identity.driverTokenSignIn',
    method: 'POST',
    path: 'api/v2/auth/driver_token_sessions',
    access: 'public',
    summary: 'Signs a driver in from the driverToken of a driver link: valid 7 days, 3 sign-ins (ADR 042).',
    body: driverTokenSignInSchema,
    response: loginResponseSchema,
    successStatus: 201,
  }),
  /** Sends a password-reset mail linking to `{url}/{resetToken}`. */
  requestPasswordReset: defineEndpoint({
    name: 'identity.requestPasswordReset',
    method: 'POST',
    path: 'api/v2/auth/password_reset_requests',
    access: 'public',
    summary: 'Sends a password-reset mail.',
    body: passwordResetRequestSchema,
    response: acceptedSchema,
    successStatus: 202,
  }),
  /** Sets a new password from a reset token and signs the user in (answer: accessToken and user). */
  resetPassword: defineEndpoint({
    name: 'identity.resetPassword',
    method: 'POST',
    path: 'api/v2/auth/password_resets',
    access: 'public',
    summary: 'Resets the password with the token from the mail and signs in.',
    body: passwordResetSchema,
    response: sessionSchema,
  }),
  /** Activates an invited user: sets the first password from the activation token and signs in. */
  activateUser: defineEndpoint({
    name: 'identity.activateUser',
    method: 'POST',
    path: 'api/v2/auth/user_activations',
    access: 'public',
    summary: 'Activates an invited user with the token from the mail and signs in.',
    body: passwordResetSchema,
    response: sessionSchema,
  }),
  /** The carrier of the signed-in user. */
  carrier: defineEndpoint({
    name: 'identity.carrier',
    method: 'GET',
    path: 'api/v2/me/carrier',
    access: 'authenticated',
    capability: 'session',
    summary: 'The carrier of the signed-in user.',
    response: carrierSchema,
  }),
  /** The company of the signed-in user. */
  company: defineEndpoint({
    name: 'identity.company',
    method: 'GET',
    path: 'api/v2/me/company',
    access: 'authenticated',
    capability: 'session',
    summary: 'The company of the signed-in user.',
    response: companySchema,
  }),
  /**
   * Stores a new Samsara API token for the signed-in user's tracking integration and marks it valid,
   * so the 'Expired Samsara Token' modal stops (spec 1 §2; ADR 036). Admins, never driver-only users.
   */
  renewSamsaraToken: defineEndpoint({
    name: 'identity.renewSamsaraToken',
    method: 'PUT',
    path: 'api/v2/me/tracking_integration/samsara',
    access: 'authenticated',
    capability: 'integrations.manage',
    summary: 'Renew the Samsara token of the tracking integration (admins).',
    body: samsaraTokenRenewalSchema,
    response: samsaraIntegrationSchema,
  }),
  /** The notification preferences of the signed-in user. */
  notificationPreferences: defineEndpoint({
    name: 'identity.notificationPreferences',
    method: 'GET',
    path: 'api/v2/me/notification_preferences',
    access: 'authenticated',
    capability: 'session',
    summary: 'The notification preferences of the signed-in user.',
    response: lazySchema(() => z.array(notificationPreferenceSchema)),
  }),
} as const;
