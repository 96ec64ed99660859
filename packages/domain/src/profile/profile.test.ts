import { describe, expect, it } from 'vitest';
import { makeUser, personas } from '../access/fixtures.ts';
import {
  canManageTrackingIntegration,
  profileInputFromForm,
  profileProblems,
  profileProblemKeys,
  samsaraTokenHint,
  samsaraTokenProblem,
  samsaraTokenProblemKey,
} from './profile.ts';

const valid = {
  firstName: 'Jamie',
  lastName: 'Cole',
  functionTitle: 'Driver',
  emailAddresses: ['driver@swiftline.test'],
  phoneNumbers: [{ value: '+1 312 555 0103', type: 'MobileNumber' }],
  linkedInProfileUrl: null,
};

describe('profileProblems: the contact rules on the fields a person changes themselves', () => {
  it('accepts a valid profile', () => {
    expect(profileProblems(valid)).toEqual({});
  });

  it('names each wrong field as the contact form does', () => {
    expect(
      profileProblems({
        ...valid,
        firstName: ' ',
        emailAddresses: ['not-an-address'],
        phoneNumbers: [{ value: '12', type: 'OfficeNumber' }],
      }),
    ).toEqual({
      firstName: 'Enter a first name.',
      email: 'Enter an e-mail address like name@company.com.',
      officePhone: 'Enter a phone number of 10 to 15 digits, like +1 312 555 0101.',
    });
  });

  it('never speaks of roles or portal access, which are the admin’s', () => {
    expect(Object.keys(profileProblems({ ...valid, lastName: '' }))).toEqual(['lastName']);
  });

  it('builds the body with texts trimmed and empty ones absent', () => {
    expect(
      profileInputFromForm(
        {
          firstName: ' Jamie ',
          lastName: 'Cole',
          functionTitle: ' ',
          email: 'driver@swiftline.test ',
          officePhone: '',
          mobilePhone: '+1 312 555 0103',
          linkedInProfileUrl: '',
        },
        ['other@swiftline.test'],
      ),
    ).toEqual({
      firstName: 'Jamie',
      lastName: 'Cole',
      functionTitle: null,
      emailAddresses: ['driver@swiftline.test', 'other@swiftline.test'],
      phoneNumbers: [{ value: '+1 312 555 0103', type: 'MobileNumber' }],
      linkedInProfileUrl: null,
    });
  });
});

describe('profileProblemKeys: the contact rules as catalog keys (ADR 048)', () => {
  it('keys a profile’s problems as the contact form’s, without roles or portal access', () => {
    expect(profileProblemKeys({ ...valid, firstName: '', emailAddresses: [] })).toEqual({
      firstName: { key: 'answer.contacts.firstNameRequired' },
      email: { key: 'answer.contacts.emailRequired' },
    });
  });
});

describe('the Samsara token rule as catalog keys (ADR 048)', () => {
  it('keys a missing token and one of the wrong shape', () => {
    expect(samsaraTokenProblemKey(' ')).toEqual({ key: 'answer.profile.tokenRequired' });
    expect(samsaraTokenProblemKey('abc')).toEqual({ key: 'answer.profile.tokenShape' });
    expect(samsaraTokenProblemKey('samsara_api_AbCdEfGhIjKlMnOpQrSt12')).toBeNull();
  });
});

describe('the tracking integration (Samsara token)', () => {
  it('is managed by admins, never by driver-only users (spec 1 §6)', () => {
    expect(canManageTrackingIntegration(personas.carrierAdmin)).toBe(true);
    expect(canManageTrackingIntegration(personas.dispatcher)).toBe(false);
    expect(canManageTrackingIntegration(personas.driver)).toBe(false);
    expect(
      canManageTrackingIntegration(makeUser({ roles: ['Driver'], permissions: ['CarrierPortal', 'Admin'] })),
    ).toBe(false);
  });

  it('accepts a token of Samsara’s shape and refuses anything else with a message', () => {
    expect(samsaraTokenProblem('samsara_api_AbCdEfGhIjKlMnOpQrSt12')).toBeNull();
    expect(samsaraTokenProblem('  ')).toBe('Paste the API token from Samsara.');
    expect(samsaraTokenProblem('samsara_api_short')).toMatch(/not a Samsara API token/);
    expect(samsaraTokenProblem('sk_live_AbCdEfGhIjKlMnOpQrSt12')).toMatch(/not a Samsara API token/);
    expect(samsaraTokenProblem('samsara_api_AbCdEfGhIjKl MnOpQrSt12')).toMatch(/not a Samsara API token/);
  });

  it('shows only the last four characters of a stored token', () => {
    expect(samsaraTokenHint('samsara_api_AbCdEfGhIjKlMnOpQrSt12')).toBe('St12');
  });
});
