import { randomBytes } from 'node:crypto';
import { demoCompanies } from '@freightkit/api/fixtures';
import { sendMail } from '../../mail.ts';
import { hashPassword } from '../../passwords.ts';
import { personas } from '../../personas.ts';
import type { SeedContext } from '../area.ts';
import { createOneTimeToken } from './tokens.ts';

const defaultPreferences = [
  { key: 'tenderOffers', email: true, sms: false },
  { key: 'rateRequestResponses', email: true, sms: false },
  { key: 'invoicePayments', email: true, sms: true },
];

/** Seeds the demo companies, and the contact and user of every persona, plus the invited user's activation mail. */
export async function seedIdentity({ db, ids, log }: SeedContext): Promise<void> {
  for (const company of Object.values(demoCompanies)) {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO companies (name, company_number, company_type, mc_number, dot_number, has_3pl_network, do_not_use, api_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        company.name,
        company.companyNumber,
        company.companyType,
        company.mcNumber,
        company.dotNumber,
        company.has3PLNetwork,
        company.doNotUse,
        randomBytes(24).toString('hex'),
      ],
    );
    ids.companies.set(company.key, rows[0]?.id ?? '');
  }
  for (const persona of personas) {
    const company = demoCompanies[persona.company];
    const contact = await db.query<{ id: string }>(
      `INSERT INTO contacts (company_id, first_name, last_name, function_title, roles, permissions, access_levels,
                             email_addresses, phone_numbers, is_carrier, is_3pl, is_portal_enabled)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, true) RETURNING id`,
      [
        ids.companies.get(company.key),
        persona.firstName,
        persona.lastName,
        persona.title,
        persona.roles,
        persona.permissions,
        ['Portal'],
        [persona.email],
        JSON.stringify([{ value: persona.phone, type: 'OfficeNumber' }]),
        company.companyType === 'Carrier',
        company.has3PLNetwork,
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
        persona.samsaraIsExpired,
        JSON.stringify(defaultPreferences),
      ],
    );
    const userId = user.rows[0]?.id ?? '';
    ids.users.set(persona.key, userId);
    if (persona.password === null) {
      const token = await createOneTimeToken(db, userId, 'activation');
      const link = `/ActivateUser/${encodeURIComponent(token)}`;
      await sendMail(
        db,
        {
          to: persona.email,
          subject: 'You are invited to the FreightKit carrier portal',
          body: `Hello ${persona.firstName},\n\nOpen this link to activate your account and choose a password:\n${link}\n`,
          link,
        },
        log,
      );
    }
  }
}
