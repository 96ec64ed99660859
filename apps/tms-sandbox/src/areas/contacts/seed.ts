import { demoCompanies, demoContacts } from '@freightkit/api/fixtures';
import { seededId, type SeedContext } from '../area.ts';

/**
 * Seeds the people of Swiftline and Northwind besides the personas (identity seeds those): contacts
 * without portal access, so the list has roles to filter by and no-access rows to invite from.
 */
export async function seedContacts({ db, ids }: SeedContext): Promise<void> {
  for (const contact of demoContacts) {
    const company = demoCompanies[contact.company];
    const phones = [
      ...(contact.officePhone ? [{ value: contact.officePhone, type: 'OfficeNumber' }] : []),
      ...(contact.mobilePhone ? [{ value: contact.mobilePhone, type: 'MobileNumber' }] : []),
    ];
    await db.query(
      `INSERT INTO contacts (company_id, first_name, last_name, function_title, roles, email_addresses, phone_numbers,
                             linkedin_profile_url, is_carrier, is_3pl)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        seededId(ids.companies, company.key),
        contact.firstName,
        contact.lastName,
        contact.title,
        contact.roles,
        [contact.email],
        JSON.stringify(phones),
        contact.linkedInProfileUrl,
        company.companyType === 'Carrier',
        company.has3PLNetwork,
      ],
    );
  }
}
