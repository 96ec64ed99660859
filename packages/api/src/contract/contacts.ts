import { z } from 'zod';
import { idSchema, phoneNumberSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { permissionsSchema, rolesSchema } from './identity.ts';

/** A location a contact works at (by reference). */
export const contactLocationSchema = z.object({ id: idSchema, name: z.string() });

/** A person at a company (spec 2 §3 "Contact"). */
export const contactSchema = z.object({
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
});
/** A contact as parsed by the contract. */
export type Contact = z.output<typeof contactSchema>;

/** Contact and profile calls (spec 2 §7). The list, create and update calls arrive with the contacts slice. */
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
} as const;
