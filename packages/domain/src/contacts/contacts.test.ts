import { describe, expect, it } from 'vitest';
import { makeUser, personas } from '../access/fixtures.ts';
import {
  contactFormValues,
  contactInputFromForm,
  contactProblems,
  contactProblemKeys,
  permissionChangeRefusal,
  selfLockoutRefusal,
  grantablePortalPermissions,
  isPhoneNumber,
  permissionChangeProblem,
  selfLockoutProblem,
  type ContactInput,
} from './contacts.ts';

const valid: ContactInput = {
  firstName: 'Rosa',
  lastName: 'Diaz',
  functionTitle: 'Billing',
  emailAddresses: ['rosa@swiftline.test'],
  phoneNumbers: [{ value: '+1 312 555 0199', type: 'OfficeNumber' }],
  linkedInProfileUrl: 'https://www.linkedin.com/in/rosa',
  roles: ['BillTo', 'AP'],
  isPortalEnabled: true,
  permissions: ['CarrierPortal'],
};

describe('contactProblems (the contact form rules, asked by the portal and the back end)', () => {
  it('accepts a complete contact', () => {
    expect(contactProblems(valid)).toEqual({});
  });

  it.each<[string, Partial<ContactInput>, Record<string, string>]>([
    ['no first name', { firstName: '  ' }, { firstName: 'Enter a first name.' }],
    ['a long last name', { lastName: 'x'.repeat(51) }, { lastName: 'Keep the last name to 50 characters.' }],
    [
      'a long title',
      { functionTitle: 'x'.repeat(101) },
      { functionTitle: 'Keep the title to 100 characters.' },
    ],
    ['no e-mail', { emailAddresses: [] }, { email: 'Enter an e-mail address.' }],
    [
      'a bad e-mail',
      { emailAddresses: ['rosa@'] },
      { email: 'Enter an e-mail address like name@company.com.' },
    ],
    [
      'a short phone',
      { phoneNumbers: [{ value: '555 0199', type: 'OfficeNumber' }] },
      { officePhone: 'Enter a phone number of 10 to 15 digits, like +1 312 555 0101.' },
    ],
    [
      'two mobiles',
      {
        phoneNumbers: [
          { value: '3125550199', type: 'MobileNumber' },
          { value: '3125550198', type: 'MobileNumber' },
        ],
      },
      { mobilePhone: 'Give one number of each kind.' },
    ],
    [
      'a LinkedIn address elsewhere',
      { linkedInProfileUrl: 'https://evil.example/in/rosa' },
      { linkedInProfileUrl: 'Enter a LinkedIn profile address, like https://www.linkedin.com/in/name.' },
    ],
    // Spec 2 §5: "Contact roles are sent with spaces and hyphens removed (Bill-to becomes BillTo)".
    [
      'a hyphenated role',
      { roles: ['Bill-to'] },
      { roles: 'Send the role "Bill-to" without spaces or hyphens (BillTo).' },
    ],
    ['an unknown role', { roles: ['Janitor'] }, { roles: '"Janitor" is not a role.' }],
    [
      'portal access without a portal',
      { permissions: [] },
      { permissions: 'Choose the portal this person signs in to.' },
    ],
  ])('%s', (_name, change, problems) => {
    expect(contactProblems({ ...valid, ...change })).toEqual(problems);
  });

  it('needs no portal permission without portal access', () => {
    expect(contactProblems({ ...valid, isPortalEnabled: false, permissions: [] })).toEqual({});
  });

  it.each([
    ['+1 312 555 0101', true],
    ['(312) 555-0101', true],
    ['312.555.0101', true],
    ['555-0101', false],
    ['call me', false],
    ['+1 312 555 0101 1234 5', false],
  ])('phone %s is dialable: %s', (phone, ok) => {
    expect(isPhoneNumber(phone)).toBe(ok);
  });
});

describe('contactProblemKeys: the same rules as catalog keys (ADR 048)', () => {
  it('keys each problem, with the data a sentence names', () => {
    expect(
      contactProblemKeys({ ...valid, lastName: 'x'.repeat(51), roles: ['Bill To'], phoneNumbers: [] }),
    ).toEqual({
      lastName: { key: 'answer.contacts.lastNameTooLong', params: { max: 50 } },
      roles: { key: 'answer.contacts.roleSpaced', params: { role: 'Bill To', normalised: 'BillTo' } },
    });
    expect(contactProblemKeys({ ...valid, roles: ['Boss'] }).roles).toEqual({
      key: 'answer.contacts.roleUnknown',
      params: { role: 'Boss' },
    });
  });

  it('keys the refusals of a permission change and of locking oneself out', () => {
    const admin = makeUser(personas.carrierAdmin);
    expect(permissionChangeRefusal(admin, [], ['Admin'])).toEqual({
      key: 'answer.contacts.permissionRefused',
      params: { permission: 'Admin' },
    });
    expect(selfLockoutRefusal({ roles: [], isPortalEnabled: true })).toEqual({
      key: 'answer.contacts.ownAdmin',
    });
    expect(selfLockoutRefusal({ roles: ['Admin'], isPortalEnabled: false })).toEqual({
      key: 'answer.contacts.ownPortal',
    });
    expect(selfLockoutRefusal({ roles: ['Admin'], isPortalEnabled: true })).toBeNull();
  });
});

describe('the form becomes a body as the spec sends it', () => {
  it('trims, drops empty optional texts and sends roles without spaces or hyphens', () => {
    const body = contactInputFromForm({
      ...contactFormValues(),
      firstName: ' Rosa ',
      lastName: 'Diaz',
      email: ' rosa@swiftline.test ',
      mobilePhone: '312 555 0199',
      roles: ['Bill To', 'Billing Inquiry', 'BillTo'],
    });
    expect(body).toEqual({
      firstName: 'Rosa',
      lastName: 'Diaz',
      functionTitle: null,
      emailAddresses: ['rosa@swiftline.test'],
      phoneNumbers: [{ value: '312 555 0199', type: 'MobileNumber' }],
      linkedInProfileUrl: null,
      roles: ['BillTo', 'BillingInquiry'],
      isPortalEnabled: false,
      permissions: [],
    });
  });

  it('round-trips a saved contact', () => {
    const values = contactFormValues({ ...valid, functionTitle: 'Billing', linkedInProfileUrl: null });
    expect(contactInputFromForm(values)).toEqual({ ...valid, linkedInProfileUrl: null });
  });
});

describe('who gives which portal', () => {
  it('a carrier admin gives the Carrier and Driver Portals; others give none', () => {
    expect(grantablePortalPermissions(personas.carrierAdmin)).toEqual(['CarrierPortal', 'DriverPortal']);
    expect(grantablePortalPermissions(personas.dispatcher)).toEqual([]);
    expect(
      grantablePortalPermissions(makeUser({ roles: ['Admin'], permissions: ['FactoringCompanyPortal'] })),
    ).toEqual(['FactoringCompanyPortal']);
  });

  it('refuses a change of a permission the admin cannot give, and keeps the others as they are', () => {
    const admin = personas.carrierAdmin;
    expect(permissionChangeProblem(admin, [], ['DriverPortal'])).toBeNull();
    expect(permissionChangeProblem(admin, ['Admin', 'CarrierPortal'], ['Admin'])).toBeNull();
    expect(permissionChangeProblem(admin, [], ['Admin'])).toBe(
      'Your account cannot give or take away the permission "Admin".',
    );
    expect(permissionChangeProblem(admin, ['FactoringCompanyPortal'], [])).not.toBeNull();
  });

  it('an admin cannot lock themselves out', () => {
    expect(selfLockoutProblem({ roles: ['Admin'], isPortalEnabled: true })).toBeNull();
    expect(selfLockoutProblem({ roles: ['AP'], isPortalEnabled: true })).toMatch(/Admin role/);
    expect(selfLockoutProblem({ roles: ['Admin'], isPortalEnabled: false })).toMatch(/portal access/);
  });
});
