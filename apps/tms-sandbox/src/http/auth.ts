import { apiKeyHeader } from '@freightkit/api';
import type { AppContext, Caller } from './context.ts';
import { unauthorized } from './errors.ts';

interface CallerRow {
  user_id: string;
  contact_id: string;
  company_id: string;
  company_type: Caller['companyType'];
  roles: string[];
  permissions: string[];
  api_key: string;
  do_not_use: boolean;
  is_active: boolean;
  has_3pl_network: boolean;
  first_name: string;
  last_name: string;
}

/**
 * Authenticates a request: a valid bearer token (signature, issuer, audience, expiry), the
 * `X-Api-Key` header equal to the token's API-key claim and to the company's current key, and an
 * active user of a company not marked Do Not Use. Anything else is a 401.
 */
export async function authenticate(c: AppContext): Promise<Caller> {
  const { db, tokens } = c.get('services');
  const header = c.req.header('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized();
  const claims = await tokens.verifyAccessToken(match[1]);
  if (!claims || c.req.header(apiKeyHeader) !== claims.apiKey) throw unauthorized();
  const { rows } = await db.query<CallerRow>(
    `SELECT u.id AS user_id, u.contact_id, k.company_id, c.company_type, k.roles, k.permissions, c.api_key,
            c.do_not_use, u.is_active, c.has_3pl_network, k.first_name, k.last_name
       FROM users u JOIN contacts k ON k.id = u.contact_id JOIN companies c ON c.id = k.company_id
      WHERE u.id = $1`,
    [claims.userId],
    // Every authenticated call asks it: prepared once on each connection (ADR 067).
    { prepared: true },
  );
  const row = rows[0];
  if (
    !row ||
    row.company_id !== claims.companyId ||
    row.api_key !== claims.apiKey ||
    row.do_not_use ||
    !row.is_active
  ) {
    throw unauthorized();
  }
  return {
    id: row.user_id,
    userId: row.user_id,
    has3PLNetwork: row.has_3pl_network,
    firstName: row.first_name,
    lastName: row.last_name,
    contactId: row.contact_id,
    companyId: row.company_id,
    companyType: row.company_type,
    isBroker: row.company_type === 'Broker',
    roles: row.roles,
    permissions: row.permissions,
  };
}
