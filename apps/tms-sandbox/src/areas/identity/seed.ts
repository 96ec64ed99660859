import { randomBytes } from 'node:crypto';
import { Permission as P, Role as R } from '@freightkit/domain';
import { sendMail } from '../../mail.ts';
import { hashPassword } from '../../passwords.ts';
import { personas, type PersonaKey } from '../../personas.ts';
import type { SeedContext } from '../area.ts';
import { createOneTimeToken } from './tokens.ts';

interface CompanySeed {
  readonly key: string;
  readonly name: string;
  readonly number: string;
  readonly type: 'Carrier' | 'Broker' | 'FactoringCompany';
  readonly mc?: string;
  readonly dot?: string;
  readonly has3PL?: boolean;
  readonly doNotUse?: boolean;
}

/** Seeded companies by key; `swiftline` is the main demo carrier, `ironhorse` the one it must never see. */
export const companySeeds: readonly CompanySeed[] = [
  {
    key: 'swiftline',
    name: 'Swiftline Carriers',
    number: 'C-1001',
    type: 'Carrier',
    mc: '712345',
    dot: '2345678',
    has3PL: true,
  },
  {
    key: 'ironhorse',
    name: 'Iron Horse Freight',
    number: 'C-1002',
    type: 'Carrier',
    mc: '698812',
    dot: '3012877',
  },
  {
    key: 'roadrunner',
    name: 'Roadrunner Haulage',
    number: 'C-1003',
    type: 'Carrier',
    mc: '655001',
    dot: '1998021',
    doNotUse: true,
  },
  { key: 'summit', name: 'Summit Brokerage', number: 'B-2001', type: 'Broker' },
  { key: 'northwind', name: 'Northwind Factoring', number: 'F-3001', type: 'FactoringCompany' },
];

interface UserSeed {
  readonly persona: PersonaKey;
  readonly company: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly title: string;
  readonly roles: readonly string[];
  readonly permissions: readonly string[];
  readonly phone: string;
  /** `null`: no telematics integration. */
  readonly samsaraExpired?: boolean | null;
}

const userSeeds: readonly UserSeed[] = [
  {
    persona: 'carrierAdmin',
    company: 'swiftline',
    firstName: 'Dana',
    lastName: 'Whitfield',
    title: 'Owner',
    roles: [R.Admin, R.AP],
    permissions: [P.CarrierPortal, P.CarrierBillingSettings, P.Admin],
    phone: '+1 312 555 0101',
    samsaraExpired: true,
  },
  {
    persona: 'dispatcher',
    company: 'swiftline',
    firstName: 'Marco',
    lastName: 'Reyes',
    title: 'Dispatcher',
    roles: [R.BillingInquiry],
    permissions: [P.CarrierPortal],
    phone: '+1 312 555 0102',
    samsaraExpired: false,
  },
  {
    persona: 'driver',
    company: 'swiftline',
    firstName: 'Jamie',
    lastName: 'Cole',
    title: 'Driver',
    roles: [R.Driver],
    permissions: [P.DriverPortal],
    phone: '+1 312 555 0103',
  },
  {
    persona: 'invited',
    company: 'swiftline',
    firstName: 'Alex',
    lastName: 'Kim',
    title: 'Dispatcher',
    roles: [R.BillingInquiry],
    permissions: [P.CarrierPortal],
    phone: '+1 312 555 0104',
  },
  {
    persona: 'factoring',
    company: 'northwind',
    firstName: 'Priya',
    lastName: 'Natarajan',
    title: 'Account Manager',
    roles: [R.AR],
    permissions: [P.FactoringCompanyPortal],
    phone: '+1 612 555 0131',
  },
  {
    persona: 'broker',
    company: 'summit',
    firstName: 'Owen',
    lastName: 'Burke',
    title: 'Broker',
    roles: [R.BillTo],
    permissions: [P.CarrierPortal],
    phone: '+1 404 555 0141',
  },
  {
    persona: 'doNotUse',
    company: 'roadrunner',
    firstName: 'Lee',
    lastName: 'Harper',
    title: 'Dispatcher',
    roles: [R.Admin],
    permissions: [P.CarrierPortal],
    phone: '+1 915 555 0151',
  },
  {
    persona: 'otherCarrierAdmin',
    company: 'ironhorse',
    firstName: 'Sam',
    lastName: 'Ortiz',
    title: 'Owner',
    roles: [R.Admin],
    permissions: [P.CarrierPortal, P.Admin],
    phone: '+1 214 555 0161',
    samsaraExpired: false,
  },
];

const defaultPreferences = [
  { key: 'tenderOffers', email: true, sms: false },
  { key: 'rateRequestResponses', email: true, sms: false },
  { key: 'invoicePayments', email: true, sms: true },
];

/** Seeds the companies, contacts and users of every persona, plus the invited user's activation mail. */
export async function seedIdentity({ db, ids, log }: SeedContext): Promise<void> {
  for (const company of companySeeds) {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO companies (name, company_number, company_type, mc_number, dot_number, has_3pl_network, do_not_use, api_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        company.name,
        company.number,
        company.type,
        company.mc ?? null,
        company.dot ?? null,
        company.has3PL ?? false,
        company.doNotUse ?? false,
        randomBytes(24).toString('hex'),
      ],
    );
    ids.companies.set(company.key, rows[0]?.id ?? '');
  }
  for (const seed of userSeeds) {
    const persona = personas.find((p) => p.key === seed.persona);
    if (!persona) throw new Error(`No persona ${seed.persona}`);
    const companyId = ids.companies.get(seed.company);
    const company = companySeeds.find((c) => c.key === seed.company);
    const contact = await db.query<{ id: string }>(
      `INSERT INTO contacts (company_id, first_name, last_name, function_title, roles, permissions, access_levels,
                             email_addresses, phone_numbers, is_carrier, is_3pl, is_portal_enabled)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, true) RETURNING id`,
      [
        companyId,
        seed.firstName,
        seed.lastName,
        seed.title,
        seed.roles,
        seed.permissions,
        ['Portal'],
        [persona.email],
        JSON.stringify([{ value: seed.phone, type: 'OfficeNumber' }]),
        company?.type === 'Carrier',
        company?.has3PL ?? false,
      ],
    );
    const passwordHash = persona.password === null ? null : await hashPassword(persona.password);
    const user = await db.query<{ id: string }>(
      `INSERT INTO users (contact_id, user_name, password_hash, is_active, accepted_terms, samsara_is_expired, notification_preferences)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        contact.rows[0]?.id,
        persona.email,
        passwordHash,
        persona.password !== null,
        persona.password !== null,
        seed.samsaraExpired ?? null,
        JSON.stringify(defaultPreferences),
      ],
    );
    const userId = user.rows[0]?.id ?? '';
    ids.users.set(seed.persona, userId);
    if (persona.password === null) {
      const token = await createOneTimeToken(db, userId, 'activation');
      const link = `/ActivateUser/${encodeURIComponent(token)}`;
      await sendMail(
        db,
        {
          to: persona.email,
          subject: 'You are invited to the FreightKit carrier portal',
          body: `Hello ${seed.firstName},\n\nOpen this link to activate your account and choose a password:\n${link}\n`,
          link,
        },
        log,
      );
    }
  }
}
