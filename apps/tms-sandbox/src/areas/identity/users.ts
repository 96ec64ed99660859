import type { CurrentUserWire } from '@freightkit/api';
import type { Database } from '../../db/database.ts';

/** A user row with what sign-in needs besides the current-user fields. */
export interface UserRecord {
  readonly user: CurrentUserWire;
  readonly passwordHash: string | null;
  readonly isActive: boolean;
  readonly apiKey: string;
  readonly doNotUse: boolean;
  readonly companyName: string;
}

interface Row {
  id: string;
  first_name: string;
  last_name: string;
  email_addresses: string[];
  phone_numbers: { value: string }[];
  user_name: string;
  roles: string[];
  permissions: string[];
  company_id: string;
  contact_id: string;
  company_name: string;
  company_type: string;
  is_on_hold: boolean;
  is_bookable: boolean;
  has_3pl_network: boolean;
  accepted_terms: boolean;
  samsara_is_expired: boolean | null;
  password_hash: string | null;
  is_active: boolean;
  api_key: string;
  do_not_use: boolean;
}

const select = `
  SELECT u.id, k.first_name, k.last_name, k.email_addresses, k.phone_numbers, u.user_name, k.roles, k.permissions,
         k.company_id, k.id AS contact_id, c.name AS company_name, c.company_type, c.is_on_hold, c.is_bookable,
         c.has_3pl_network, u.accepted_terms, u.samsara_is_expired, u.password_hash, u.is_active, c.api_key,
         c.do_not_use
    FROM users u JOIN contacts k ON k.id = u.contact_id JOIN companies c ON c.id = k.company_id`;

function toRecord(row: Row): UserRecord {
  return {
    user: {
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email_addresses[0] ?? row.user_name,
      emailAddresses: row.email_addresses,
      phoneNumbers: row.phone_numbers.map((p) => p.value),
      userName: row.user_name,
      roles: row.roles,
      permissions: row.permissions,
      companyId: row.company_id,
      contactId: row.contact_id,
      companyName: row.company_name,
      isBroker: row.company_type === 'Broker',
      isOnHold: row.is_on_hold,
      isBookable: row.is_bookable,
      has3PLNetwork: row.has_3pl_network,
      hasAcceptedAccessTermsAndConditions: row.accepted_terms,
      trackingIntegration:
        row.samsara_is_expired === null ? null : { samsaraIsExpired: row.samsara_is_expired },
    },
    passwordHash: row.password_hash,
    isActive: row.is_active,
    apiKey: row.api_key,
    doNotUse: row.do_not_use,
    companyName: row.company_name,
  };
}

/** Finds a user by user name (case-insensitive). */
export async function findUserByName(db: Database, userName: string): Promise<UserRecord | undefined> {
  const { rows } = await db.query<Row>(`${select} WHERE lower(u.user_name) = lower($1)`, [userName]);
  return rows[0] && toRecord(rows[0]);
}

/** Finds a user by e-mail address: the user name or any address of the contact (case-insensitive). */
export async function findUserByEmail(db: Database, email: string): Promise<UserRecord | undefined> {
  const { rows } = await db.query<Row>(
    `${select} WHERE lower(u.user_name) = lower($1)
        OR EXISTS (SELECT 1 FROM unnest(k.email_addresses) a WHERE lower(a) = lower($1))
      ORDER BY u.user_name LIMIT 1`,
    [email],
  );
  return rows[0] && toRecord(rows[0]);
}

/** Finds a user by id. */
export async function findUserById(db: Database, id: string): Promise<UserRecord | undefined> {
  const { rows } = await db.query<Row>(`${select} WHERE u.id = $1`, [id]);
  return rows[0] && toRecord(rows[0]);
}
