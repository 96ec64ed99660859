import { isAdmin, isDriverOnly, type CurrentUser } from '../access/user.ts';
import { canSeeProfile } from '../access/visibility.ts';
import {
  answer,
  answerText,
  problemTexts,
  type AnswerMessage,
  type FieldProblems,
} from '../messages/answers.ts';
import {
  contactProblemKeys,
  type ContactFormValues,
  type ContactInput,
  type ContactProblems,
  contactInputFromForm,
} from '../contacts/contacts.ts';

/**
 * The profile (spec 1 §2 `/profile`, spec 2 §2 "Contacts and profile"): the signed-in user's own
 * contact. A person changes how they are named and reached; their roles, permissions and portal access
 * are the admin's (contacts, ADR 031), so the profile carries none of them (ADR 036).
 */

/** What a profile update carries: the person's own part of a contact. */
export type ProfileInput = Pick<
  ContactInput,
  'firstName' | 'lastName' | 'functionTitle' | 'emailAddresses' | 'phoneNumbers' | 'linkedInProfileUrl'
>;

/** A {@link ProfileInput} as a form builds it to send (plain arrays, for a JSON body). */
export interface ProfileBody extends ProfileInput {
  readonly emailAddresses: string[];
  readonly phoneNumbers: { value: string; type: string }[];
}

/** The fields of the profile form (the contact form's, without roles and portal access). */
export type ProfileField = Exclude<keyof ContactProblems, 'roles' | 'permissions'>;

/** Field → what is wrong with it; empty when the profile can be saved. */
export type ProfileProblems = Partial<Record<ProfileField, string>>;

/** What the profile form holds, as typed. */
export type ProfileFormValues = Omit<ContactFormValues, 'roles' | 'isPortalEnabled' | 'permissions'>;

/**
 * What is wrong with a profile, by field, in English (the back end's model state):
 * {@link profileProblemKeys} rendered.
 *
 * @example profileProblems({ ...input, lastName: '' }) // { lastName: 'Enter a last name.' }
 */
export function profileProblems(input: ProfileInput): ProfileProblems {
  return problemTexts(profileProblemKeys(input));
}

/**
 * What is wrong with a profile, by field, as catalog keys (ADR 048): exactly the contact rules
 * (domain's `contactProblemKeys`) on the fields a person changes themselves, so a profile and a contact
 * never disagree on a name or a number.
 */
export function profileProblemKeys(input: ProfileInput): FieldProblems<ProfileField> {
  const {
    roles: _roles,
    permissions: _permissions,
    ...problems
  } = contactProblemKeys({
    ...input,
    roles: [],
    isPortalEnabled: false,
    permissions: [],
  });
  return problems;
}

/** The body the profile form sends: the contact form's trimming and absent empty texts (spec 2 §5). */
export function profileInputFromForm(
  values: ProfileFormValues,
  otherEmails: readonly string[] = [],
): ProfileBody {
  const { emailAddresses, phoneNumbers, firstName, lastName, functionTitle, linkedInProfileUrl } =
    contactInputFromForm({ ...values, roles: [], isPortalEnabled: false, permissions: [] }, otherEmails);
  return { firstName, lastName, functionTitle, emailAddresses, phoneNumbers, linkedInProfileUrl };
}

/**
 * Who manages the company's tracking integration (the Samsara token): an admin who has a profile and
 * is not driver-only, the same people the 'Expired Samsara Token' modal speaks to (spec 1 §2, §6).
 */
export function canManageTrackingIntegration(user: CurrentUser): boolean {
  return canSeeProfile(user) && isAdmin(user) && !isDriverOnly(user);
}

/**
 * A Samsara API token as Samsara shows it to an admin (Settings → API Tokens): `samsara_api_` and then
 * letters and digits. FreightKit asks for at least 20 of them; the spec shows no rule (ADR 036).
 */
const samsaraTokenPattern = /^samsara_api_[A-Za-z0-9]{20,200}$/;

/** What is wrong with a pasted Samsara API token, or null when it has the shape of one. */
export function samsaraTokenProblem(token: string): string | null {
  const problem = samsaraTokenProblemKey(token);
  return problem === null ? null : answerText(problem);
}

/** {@link samsaraTokenProblem} as its catalog key (ADR 048). */
export function samsaraTokenProblemKey(token: string): AnswerMessage | null {
  const text = token.trim();
  if (text === '') return answer('answer.profile.tokenRequired');
  if (!samsaraTokenPattern.test(text)) return answer('answer.profile.tokenShape');
  return null;
}

/** The last characters of a stored token, which the integrations tab shows so an admin knows which one it is. */
export function samsaraTokenHint(token: string): string {
  return token.trim().slice(-4);
}
