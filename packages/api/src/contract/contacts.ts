import {
  contactEmailMaxLength,
  contactNameMaxLength,
  ContactPortalAccess,
  contactProblemKeys,
  contactsPageSize,
  contactTitleMaxLength,
  profilePictureMaxBytes,
  profileProblemKeys,
  Role,
} from '@freightkit/domain';
import { z } from 'zod';
import {
  addProblemIssues,
  byIdParamsSchema,
  idSchema,
  pageOf,
  pagingQuerySchema,
  phoneNumberSchema,
} from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { permissionsSchema, rolesSchema } from './identity.ts';
import { lazySchema } from './lazySchema.ts';

/** A location a contact works at (by reference). */
export const contactLocationSchema = lazySchema(() => z.object({ id: idSchema, name: z.string() }));

/** A person at a company (spec 2 §3 "Contact"). */
export const contactSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    firstName: z.string(),
    lastName: z.string(),
    functionTitle: z.string().nullable(),
    roles: rolesSchema,
    /** E-mail addresses, primary first. */
    emailAddresses: z.array(z.string()),
    phoneNumbers: z.array(phoneNumberSchema),
    linkedInProfileUrl: z.string().nullable(),
    locations: z.array(contactLocationSchema),
    permissions: permissionsSchema,
    accessLevels: z.array(z.string()),
    is3PL: z.boolean(),
    isCarrier: z.boolean(),
    isPortalEnabled: z.boolean(),
    fileId: idSchema.nullable(),
    companyId: idSchema,
    companyNumber: z.string(),
    companyName: z.string(),
    userName: z.string().nullable(),
  }),
);
/** A contact as parsed by the contract. */
export type Contact = z.output<typeof contactSchema>;

/**
 * A contact as the contacts screens read it: the spec's fields plus whether the person's portal user
 * has activated (domain `ContactPortalAccess`), which an admin needs after inviting someone (ADR 031).
 */
export const contactRecordSchema = lazySchema(() =>
  contactSchema.extend({
    portalAccess: z.enum(ContactPortalAccess),
  }),
);
/** A contact with its portal access state. */
export type ContactRecord = z.output<typeof contactRecordSchema>;

const asList = (value: unknown) =>
  value === undefined || value === '' ? undefined : Array.isArray(value) ? value : [value];

/**
 * Query of the contact list (spec 2 §7 "list by roles (query paging)"): text (name, e-mail, title),
 * roles (repeated keys; a contact with any of them), page and page size (domain's 50, spec 2 §9).
 */
export const contactListQuerySchema = lazySchema(() =>
  pagingQuerySchema.extend({
    pageSize: pagingQuerySchema.shape.pageSize.default(contactsPageSize),
    query: z.string().trim().max(100).optional(),
    roles: z.preprocess(asList, z.array(z.enum(Role)).optional()),
  }),
);
/** Query of the contact list. */
export type ContactListQuery = z.input<typeof contactListQuerySchema>;

/**
 * Body of a contact create or update (the writable fields of spec 2 §3 "Contact"). Shapes are checked
 * here, the form's rules by domain's `contactProblemKeys`, whose field names become the model state's keys.
 */
export const contactInputSchema = lazySchema(() =>
  z
    .object({
      firstName: z.string().max(contactNameMaxLength * 4),
      lastName: z.string().max(contactNameMaxLength * 4),
      functionTitle: z
        .string()
        .max(contactTitleMaxLength * 4)
        .nullish(),
      emailAddresses: z.array(z.string().max(contactEmailMaxLength * 2)).max(10),
      phoneNumbers: z
        .array(phoneNumberSchema.extend({ value: z.string().max(40), type: z.string().max(40) }))
        .max(10),
      linkedInProfileUrl: z.string().max(500).nullish(),
      roles: z.array(z.string().max(40)).max(20),
      isPortalEnabled: z.boolean(),
      permissions: z.array(z.string().max(40)).max(20),
    })
    .superRefine((input, ctx) => {
      addProblemIssues(ctx, contactProblemKeys(input));
    }),
);
/** What a contact create or update sends. */
export type ContactInputBody = z.input<typeof contactInputSchema>;

/**
 * Body of a profile update (spec 2 §7 "update profile"): the person's own part of a contact, checked by
 * domain's `profileProblemKeys` (the contact rules), whose field names become the model state's keys.
 */
export const profileInputSchema = lazySchema(() =>
  z
    .object({
      firstName: z.string().max(contactNameMaxLength * 4),
      lastName: z.string().max(contactNameMaxLength * 4),
      functionTitle: z
        .string()
        .max(contactTitleMaxLength * 4)
        .nullish(),
      emailAddresses: z.array(z.string().max(contactEmailMaxLength * 2)).max(10),
      phoneNumbers: z
        .array(phoneNumberSchema.extend({ value: z.string().max(40), type: z.string().max(40) }))
        .max(10),
      linkedInProfileUrl: z.string().max(500).nullish(),
    })
    .superRefine((input, ctx) => {
      addProblemIssues(ctx, profileProblemKeys(input));
    }),
);
/** What a profile update sends. */
export type ProfileInputBody = z.input<typeof profileInputSchema>;

/**
 * Largest JSON body of a profile picture save: the base64 of {@link profilePictureMaxBytes} (4 characters per
 * 3 bytes) plus room for the name. The back end refuses bodies announcing more before reading them.
 */
export const maxProfilePictureBodyBytes = Math.ceil(profilePictureMaxBytes / 3) * 4 + 16 * 1024;

/**
 * Body of a profile picture save (spec 2 §7 "update profile picture"): the shape of a document upload
 * (`name`, base64 `data`, a `data:…;base64,` prefix accepted). The back end decides the kind by the bytes'
 * signature, never by the name (ADR 050).
 */
export const profilePictureBodySchema = lazySchema(() =>
  z.object({
    /** The file name as the user chose it (recorded on the document; never decides the kind). */
    name: z.string().trim().min(1).max(255),
    /** The picture, base64. */
    data: z.string().min(1),
  }),
);
/** What a profile picture save sends. */
export type ProfilePictureBody = z.input<typeof profilePictureBodySchema>;

/** Contact and profile calls (spec 2 §7): the current user's contact, and the contacts of the company. */
export const contactEndpoints = {
  /** The contact record of the signed-in user. */
  currentUser: defineEndpoint({
    name: 'contacts.currentUser',
    method: 'GET',
    path: 'api/v2/contacts/currentuser',
    access: 'authenticated',
    capability: 'session',
    summary: 'The contact record of the signed-in user.',
    response: contactSchema,
  }),
  /**
   * Changes the signed-in user's own contact (name, title, e-mail addresses, phones, LinkedIn); roles
   * and portal access stay the admin's. An address another contact of the company has, or another
   * portal user signs in with, is 409 (ADR 036).
   */
  updateProfile: defineEndpoint({
    name: 'contacts.updateProfile',
    method: 'PUT',
    // Not `contacts/currentuser`: that path is also `contacts/{id}`'s, which is the admin's (ADR 036).
    path: 'api/v2/me/profile',
    access: 'authenticated',
    capability: 'profile.edit',
    summary: 'Change your own profile: name, title, e-mail addresses and phones.',
    body: profileInputSchema,
    response: contactSchema,
  }),
  /**
   * Saves the signed-in user's profile picture (spec 2 §7 "update profile picture"): the back end checks
   * the bytes (PNG or JPEG by signature, size, pixel dimensions from the header before decoding), decodes,
   * resizes to domain's stored square and re-encodes it (which drops metadata such as a photo's location),
   * stores it as a document of type 49 on the contact (`fileId`) replacing the former one, and answers the
   * contact. Its file is read with the document call (`api/v1/documents/{fileId}`), by anyone of the
   * person's company. A refused file is 400 (413 when too large) with a keyed message (ADR 050).
   */
  updateProfilePicture: defineEndpoint({
    name: 'contacts.updateProfilePicture',
    method: 'PUT',
    path: 'api/v2/me/profile/picture',
    access: 'authenticated',
    capability: 'profile.edit',
    summary: 'Save your profile picture (PNG or JPEG; stored as a square).',
    body: profilePictureBodySchema,
    response: contactSchema,
  }),
  /** Removes the signed-in user's profile picture (spec 2 §7 "delete the profile document") and answers the contact. */
  removeProfilePicture: defineEndpoint({
    name: 'contacts.removeProfilePicture',
    method: 'DELETE',
    path: 'api/v2/me/profile/picture',
    access: 'authenticated',
    capability: 'profile.edit',
    summary: 'Remove your profile picture.',
    response: contactSchema,
  }),
  /** Contacts of the caller's company, by roles and text, a page at a time (spec 2 §7, §9). */
  list: defineEndpoint({
    name: 'contacts.list',
    method: 'GET',
    path: 'api/v2/contacts',
    access: 'authenticated',
    capability: 'contacts.view',
    summary: 'Contacts of the company, filtered by roles and text, paged (50).',
    query: contactListQuerySchema,
    response: lazySchema(() => pageOf(contactRecordSchema)),
  }),
  /** One contact of the caller's company; another company's is 404. */
  byId: defineEndpoint({
    name: 'contacts.byId',
    method: 'GET',
    path: 'api/v2/contacts/{id}',
    access: 'authenticated',
    capability: 'contacts.view',
    summary: 'One contact of the company.',
    params: byIdParamsSchema,
    response: contactRecordSchema,
  }),
  /**
   * Adds a contact. With portal access the person gets a portal user and an activation mail. A second
   * contact with the same e-mail address, or an address that already signs in, is 409.
   */
  create: defineEndpoint({
    name: 'contacts.create',
    method: 'POST',
    path: 'api/v2/contacts',
    access: 'authenticated',
    capability: 'contacts.manage',
    summary: 'Add a contact; with portal access, invite them by mail.',
    body: contactInputSchema,
    response: contactRecordSchema,
    successStatus: 201,
  }),
  /** Changes a contact; giving portal access to someone without a portal user invites them by mail. */
  update: defineEndpoint({
    name: 'contacts.update',
    method: 'PUT',
    path: 'api/v2/contacts/{id}',
    access: 'authenticated',
    capability: 'contacts.manage',
    summary: 'Change a contact; new portal access sends an activation mail.',
    params: byIdParamsSchema,
    body: contactInputSchema,
    response: contactRecordSchema,
  }),
} as const;
