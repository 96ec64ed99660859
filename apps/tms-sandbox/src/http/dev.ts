import { Permission } from '@freightkit/domain';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from './context.ts';
import { badRequest, notFound } from './errors.ts';

const emailQuery = z.object({ to: z.email() });
const driverQuery = z.object({ email: z.email() });

/**
 * The dev-only endpoints as the API documentation lists them (its 'Development' section, shown only
 * where they exist): the README and the journeys rely on them, so readers of /api/docs must find them.
 */
export const devEndpointDocs = [
  {
    method: 'GET',
    path: '/api/dev/mailbox?to={email}',
    summary:
      'Development only: the mails "sent" to an address (password resets, invitations), newest first, with the link each carries.',
  },
  {
    method: 'GET',
    path: '/api/dev/driver-link?email={email}',
    summary: 'Development only: a driver sign-in link (driverToken and path) for a user with DriverPortal.',
  },
  {
    method: 'POST',
    path: '/api/dev/samsara-expiry?email={email}',
    summary:
      "Development only: plays Samsara refusing a user's stored token, so their tracking integration reads expired again (and the modal returns).",
  },
] as const;

/**
 * Dev-only endpoints (absent in `--environment production`):
 * - `GET /api/dev/mailbox?to=<email>` → `{ items: [{ id, to, subject, body, link, sentAt }] }`, newest first;
 * - `GET /api/dev/driver-link?email=<email>` → `{ driverToken, path }` for a user with DriverPortal;
 * - `POST /api/dev/samsara-expiry?email=<email>` → `{ samsaraIsExpired: true }`: what the integration learns
 *   when Samsara refuses the stored token (a journey that renews the seeded admin's token puts it back).
 */
export function devRoutes(app: Hono<AppEnv>): void {
  app.get('/api/dev/mailbox', async (c) => {
    const parsed = emailQuery.safeParse({ to: c.req.query('to') });
    if (!parsed.success) throw badRequest(parsed.error.issues, 'query');
    const { rows } = await c.get('services').db.query<{
      id: number;
      to_address: string;
      subject: string;
      body: string;
      link: string;
      sent_at: Date;
    }>('SELECT * FROM dev_mail WHERE lower(to_address) = lower($1) ORDER BY id DESC', [parsed.data.to]);
    return c.json({
      items: rows.map((r) => ({
        id: r.id,
        to: r.to_address,
        subject: r.subject,
        body: r.body,
        link: r.link,
        sentAt: r.sent_at.toISOString(),
      })),
    });
  });

  app.get('/api/dev/driver-link', async (c) => {
    const parsed = driverQuery.safeParse({ email: c.req.query('email') });
    if (!parsed.success) throw badRequest(parsed.error.issues, 'query');
    const { db, tokens } = c.get('services');
    const { rows } = await db.query<{ id: string }>(
      `SELECT u.id FROM users u JOIN contacts k ON k.id = u.contact_id
        WHERE lower(u.user_name) = lower($1) AND u.is_active AND $2 = ANY (k.permissions)`,
      [parsed.data.email, Permission.DriverPortal],
    );
    const userId = rows[0]?.id;
    if (userId === undefined) throw notFound('A driver with that e-mail');
    const driverToken = await tokens.issueDriverLink(userId);
    return c.json({ driverToken, path: `/?driverToken=${encodeURIComponent(driverToken)}` });
  });

  app.post('/api/dev/samsara-expiry', async (c) => {
    const parsed = driverQuery.safeParse({ email: c.req.query('email') });
    if (!parsed.success) throw badRequest(parsed.error.issues, 'query');
    const { rows } = await c
      .get('services')
      .db.query<{ id: string }>(
        'UPDATE users SET samsara_is_expired = true WHERE lower(user_name) = lower($1) AND samsara_is_expired IS NOT NULL RETURNING id',
        [parsed.data.email],
      );
    if (rows.length === 0) throw notFound('A user with a tracking integration and that e-mail');
    return c.json({ samsaraIsExpired: true });
  });
}
