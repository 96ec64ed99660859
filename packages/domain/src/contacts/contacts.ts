import {
  answer,
  answerText,
  problemTexts,
  type AnswerMessage,
  type FieldProblems,
} from '../messages/answers.ts';
import { Permission, Role } from '../enums/people.ts';
import { normaliseContactRole } from '../orders/payloads.ts';
import { hasAnyPermission, isAdmin, type CurrentUser } from '../access/user.ts';

/**
 * Contacts: the people of a company (spec 2 §3 "Contact"). The spec shows no validation of contact
 * fields (spec 2 §5 "not shown") beyond the roles being sent without spaces or hyphens; the rules
 * below are FreightKit's reading of what a TMS asks of a person record (ADR 031). They are asked by
 * the portal's form and, through the contract's body schema, by the back end.
 */

/** Longest first or last name. */
export const contactNameMaxLength = 50;
/** Longest job title. */
export const contactTitleMaxLength = 100;
/** Longest e-mail address (RFC 5321 path limit). */
export const contactEmailMaxLength = 254;

/** The phone number types a contact form holds: one office and one mobile number. */
export const ContactPhoneType = { Office: 'OfficeNumber', Mobile: 'MobileNumber' } as const;
/** A contact phone type. */
export type ContactPhoneType = (typeof ContactPhoneType)[keyof typeof ContactPhoneType];

/** The permissions that open a portal (the others, Admin and CarrierBillingSettings, are not given here). */
export const portalPermissions: readonly Permission[] = [
  Permission.CarrierPortal,
  Permission.DriverPortal,
  Permission.FactoringCompanyPortal,
];

/** What a create or update of a contact carries (the writable part of spec 2 §3 "Contact"). */
export interface ContactInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly functionTitle?: string | null | undefined;
  /** E-mail addresses, primary first; the primary is also the sign-in name of a portal user. */
  readonly emailAddresses: readonly string[];
  readonly phoneNumbers: readonly { readonly value: string; readonly type: string }[];
  readonly linkedInProfileUrl?: string | null | undefined;
  /** Role values, without spaces or hyphens (spec 2 §5). */
  readonly roles: readonly string[];
  /** Whether the person may sign in to the portal (spec 1 §6 contact flag isPortalEnabled). */
  readonly isPortalEnabled: boolean;
  /** Every permission of the person (portal permissions and any others they already hold). */
  readonly permissions: readonly string[];
}

/** A {@link ContactInput} as a form builds it to send (plain arrays, for a JSON body). */
export interface ContactBody extends ContactInput {
  readonly emailAddresses: string[];
  readonly phoneNumbers: { value: string; type: string }[];
  readonly roles: string[];
  readonly permissions: string[];
}

/** The fields of a contact form, as the problems below name them (and the back end's model state). */
export type ContactField =
  | 'firstName'
  | 'lastName'
  | 'functionTitle'
  | 'email'
  | 'officePhone'
  | 'mobilePhone'
  | 'linkedInProfileUrl'
  | 'roles'
  | 'permissions';

/** Field → what is wrong with it; empty when the contact can be saved. */
export type ContactProblems = Partial<Record<ContactField, string>>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits, spaces, dots, hyphens, parentheses and a leading plus; 10 to 15 digits (E.164 allows 15). */
const phonePattern = /^\+?[\d\s().-]+$/;

/** Whether an e-mail address is well formed (a name, an @, a domain with a dot, no spaces). */
export function isEmailAddress(text: string): boolean {
  return text.length <= contactEmailMaxLength && emailPattern.test(text);
}

/** Whether a phone number is one a person can dial: 10 to 15 digits with the usual separators. */
export function isPhoneNumber(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  return phonePattern.test(text) && digits >= 10 && digits <= 15;
}

/** Whether a LinkedIn profile address is an http(s) address on linkedin.com. */
export function isLinkedInProfileUrl(text: string): boolean {
  return /^https?:\/\/([a-z0-9-]+\.)*linkedin\.com\/[^\s/]\S*$/i.test(text);
}

const roleValues: readonly string[] = Object.values(Role);

/**
 * What is wrong with a contact, by field, in English (the back end's model state):
 * {@link contactProblemKeys} rendered.
 *
 * @example contactProblems({ ...input, firstName: '' }) // { firstName: 'Enter a first name.' }
 */
export function contactProblems(input: ContactInput): ContactProblems {
  return problemTexts(contactProblemKeys(input));
}

/**
 * What is wrong with a contact, by field, as catalog keys (ADR 048): names required (at most 50
 * characters), a title of at most 100, one well-formed primary e-mail address, at most one office and
 * one mobile number each dialable, a LinkedIn address on linkedin.com, known roles sent without spaces
 * or hyphens (spec 2 §5), and a portal permission when portal access is given.
 */
export function contactProblemKeys(input: ContactInput): FieldProblems<ContactField> {
  const problems: FieldProblems<ContactField> = {};
  const name = (
    field: 'firstName' | 'lastName',
    required: 'answer.contacts.firstNameRequired' | 'answer.contacts.lastNameRequired',
    tooLong: 'answer.contacts.firstNameTooLong' | 'answer.contacts.lastNameTooLong',
  ) => {
    const value = input[field].trim();
    if (value === '') problems[field] = answer(required);
    else if (value.length > contactNameMaxLength)
      problems[field] = answer(tooLong, { max: contactNameMaxLength });
  };
  name('firstName', 'answer.contacts.firstNameRequired', 'answer.contacts.firstNameTooLong');
  name('lastName', 'answer.contacts.lastNameRequired', 'answer.contacts.lastNameTooLong');
  if ((input.functionTitle?.trim().length ?? 0) > contactTitleMaxLength)
    problems.functionTitle = answer('answer.contacts.titleTooLong', { max: contactTitleMaxLength });

  const emails = input.emailAddresses.map((e) => e.trim());
  const primary = emails[0] ?? '';
  if (primary === '') problems.email = answer('answer.contacts.emailRequired');
  else if (emails.some((e) => !isEmailAddress(e))) problems.email = answer('answer.contacts.emailFormat');
  else if (new Set(emails.map((e) => e.toLowerCase())).size !== emails.length)
    problems.email = answer('answer.contacts.emailTwice');

  for (const [type, field] of [
    [ContactPhoneType.Office, 'officePhone'],
    [ContactPhoneType.Mobile, 'mobilePhone'],
  ] as const) {
    const numbers = input.phoneNumbers.filter((p) => p.type === type);
    if (numbers.length > 1) problems[field] = answer('answer.contacts.phoneOneEach');
    else if (numbers[0] && !isPhoneNumber(numbers[0].value.trim()))
      problems[field] = answer('answer.contacts.phoneFormat');
  }
  const otherTypes = input.phoneNumbers.filter(
    (p) => p.type !== ContactPhoneType.Office && p.type !== ContactPhoneType.Mobile,
  );
  if (otherTypes.length > 0) problems.officePhone ??= answer('answer.contacts.phoneType');

  const linkedIn = input.linkedInProfileUrl?.trim() ?? '';
  if (linkedIn !== '' && !isLinkedInProfileUrl(linkedIn))
    problems.linkedInProfileUrl = answer('answer.contacts.linkedIn');

  const spaced = input.roles.find((r) => /[\s-]/.test(r));
  const unknown = input.roles.find((r) => !roleValues.includes(r));
  if (spaced !== undefined)
    problems.roles = answer('answer.contacts.roleSpaced', {
      role: spaced,
      normalised: normaliseContactRole(spaced),
    });
  else if (unknown !== undefined) problems.roles = answer('answer.contacts.roleUnknown', { role: unknown });

  if (input.isPortalEnabled && !input.permissions.some((p) => portalPermissions.includes(p as Permission)))
    problems.permissions = answer('answer.contacts.portalRequired');
  return problems;
}

/**
 * The portal permissions a user may give or take away: an admin gives the portals of their own kind
 * of company (a carrier's drivers sign in to the Driver Portal, so a carrier admin gives both the
 * Carrier and the Driver Portal; a factoring company's admin gives the Factoring Company Portal).
 */
export function grantablePortalPermissions(user: CurrentUser): Permission[] {
  if (!isAdmin(user)) return [];
  const grantable: Permission[] = [];
  if (hasAnyPermission(user, [Permission.CarrierPortal]))
    grantable.push(Permission.CarrierPortal, Permission.DriverPortal);
  if (hasAnyPermission(user, [Permission.FactoringCompanyPortal]))
    grantable.push(Permission.FactoringCompanyPortal);
  return grantable;
}

/**
 * Why `user` may not change a contact's permissions from `before` to `after`, or null: every
 * permission added or removed must be one the user may give ({@link grantablePortalPermissions}).
 * Permissions the user may not give (Admin, CarrierBillingSettings) stay as they were.
 */
export function permissionChangeProblem(
  user: CurrentUser,
  before: readonly string[],
  after: readonly string[],
): string | null {
  const refusal = permissionChangeRefusal(user, before, after);
  return refusal === null ? null : answerText(refusal);
}

/** {@link permissionChangeProblem} as its catalog key and parameters (ADR 048). */
export function permissionChangeRefusal(
  user: CurrentUser,
  before: readonly string[],
  after: readonly string[],
): AnswerMessage | null {
  const grantable: readonly string[] = grantablePortalPermissions(user);
  const changed = [...after.filter((p) => !before.includes(p)), ...before.filter((p) => !after.includes(p))];
  const refused = changed.find((p) => !grantable.includes(p));
  return refused === undefined ? null : answer('answer.contacts.permissionRefused', { permission: refused });
}

/**
 * Why an admin may not save their own contact this way, or null: taking away one's own Admin role or
 * portal access would lock the company out of its only way to undo it.
 */
export function selfLockoutProblem(input: Pick<ContactInput, 'roles' | 'isPortalEnabled'>): string | null {
  const refusal = selfLockoutRefusal(input);
  return refusal === null ? null : answerText(refusal);
}

/** {@link selfLockoutProblem} as its catalog key (ADR 048). */
export function selfLockoutRefusal(
  input: Pick<ContactInput, 'roles' | 'isPortalEnabled'>,
): AnswerMessage | null {
  if (!input.roles.includes(Role.Admin)) return answer('answer.contacts.ownAdmin');
  if (!input.isPortalEnabled) return answer('answer.contacts.ownPortal');
  return null;
}

/** The back end's refusal (409) of a second contact with the same e-mail address in a company. */
export function duplicateContactEmailMessage(email: string): string {
  return answerText(duplicateContactEmail(email));
}

/** {@link duplicateContactEmailMessage} as its catalog key and parameters (ADR 048). */
export function duplicateContactEmail(email: string): AnswerMessage {
  return answer('answer.contacts.emailTaken', { email });
}

/** The back end's refusal (409) of portal access for an address that already signs in elsewhere. */
export function emailInUseForSignInMessage(email: string): string {
  return answerText(emailInUseForSignIn(email));
}

/** {@link emailInUseForSignInMessage} as its catalog key and parameters (ADR 048). */
export function emailInUseForSignIn(email: string): AnswerMessage {
  return answer('answer.contacts.emailSignsIn', { email });
}

/** What a contact form holds, as typed (strings), before it becomes a {@link ContactInput}. */
export interface ContactFormValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly functionTitle: string;
  readonly email: string;
  readonly officePhone: string;
  readonly mobilePhone: string;
  readonly linkedInProfileUrl: string;
  /** Role values or labels ('Bill To' is sent as 'BillTo'). */
  readonly roles: readonly string[];
  readonly isPortalEnabled: boolean;
  readonly permissions: readonly string[];
}

/**
 * The body a contact form sends: texts trimmed, empty optional texts sent as absent (spec 2 §5 "Empty
 * optional strings are sent as absent"), roles without spaces or hyphens (spec 2 §5), and the
 * e-mail addresses after the primary kept as they were.
 */
export function contactInputFromForm(
  values: ContactFormValues,
  otherEmails: readonly string[] = [],
): ContactBody {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  const phones = [
    { value: values.officePhone.trim(), type: ContactPhoneType.Office },
    { value: values.mobilePhone.trim(), type: ContactPhoneType.Mobile },
  ].filter((p) => p.value !== '');
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    functionTitle: optional(values.functionTitle),
    emailAddresses: [values.email.trim(), ...otherEmails],
    phoneNumbers: phones,
    linkedInProfileUrl: optional(values.linkedInProfileUrl),
    roles: [...new Set(values.roles.map(normaliseContactRole))],
    isPortalEnabled: values.isPortalEnabled,
    permissions: [...values.permissions],
  };
}

/** A saved contact's values as a form starts from them (an empty form for a new contact). */
export function contactFormValues(
  contact?: Omit<ContactInput, 'functionTitle' | 'linkedInProfileUrl'> & {
    readonly functionTitle: string | null;
    readonly linkedInProfileUrl: string | null;
  },
): ContactFormValues {
  const phone = (type: ContactPhoneType) => contact?.phoneNumbers.find((p) => p.type === type)?.value ?? '';
  return {
    firstName: contact?.firstName ?? '',
    lastName: contact?.lastName ?? '',
    functionTitle: contact?.functionTitle ?? '',
    email: contact?.emailAddresses[0] ?? '',
    officePhone: phone(ContactPhoneType.Office),
    mobilePhone: phone(ContactPhoneType.Mobile),
    linkedInProfileUrl: contact?.linkedInProfileUrl ?? '',
    roles: contact ? [...contact.roles] : [],
    isPortalEnabled: contact?.isPortalEnabled ?? false,
    permissions: contact ? [...contact.permissions] : [],
  };
}

/** Whether a contact's portal user has signed in yet: no access, invited (not activated) or active. */
export const ContactPortalAccess = { None: 'None', Invited: 'Invited', Active: 'Active' } as const;
/** A contact's portal access state. */
export type ContactPortalAccess = (typeof ContactPortalAccess)[keyof typeof ContactPortalAccess];
