import {
  EntityType,
  noteOriginatingApplication,
  noteTextOf,
  sanitizeNoteHtml,
  shipmentPreviewPath,
} from '@freightkit/domain';
import type { Database } from '../../db/database.ts';
import { seededId, type SeedContext } from '../area.ts';

interface SeedNote {
  readonly author: 'carrierAdmin' | 'dispatcher' | 'broker';
  readonly hoursAgo: number;
  readonly html: string;
  /** false: an internal note (broker staff only). */
  readonly portal?: boolean;
  readonly readonly?: boolean;
  readonly mentions?: readonly ('carrierAdmin' | 'dispatcher' | 'broker')[];
  /**
   * Stored exactly as given, skipping the sanitiser every write goes through. Only for
   * {@link hostileNote}: the real back end may hold HTML another client wrote without cleaning it,
   * and the portal must stay safe on its own (the kit's SafeHtml), which a sanitised seed could
   * never prove.
   */
  readonly raw?: boolean;
}

interface Entity {
  readonly type: EntityType;
  readonly id: string;
  readonly description: string;
  readonly link: string;
  readonly shipmentId: string | null;
  readonly invoiceId: string | null;
  readonly caseId: string | null;
}

const shipmentThread: readonly SeedNote[] = [
  {
    author: 'broker',
    hoursAgo: 72,
    html: '<p>Please upload the signed <strong>BOL</strong> once the load is picked up.</p>',
  },
  {
    author: 'carrierAdmin',
    hoursAgo: 50,
    html: '<h2>Pickup update</h2><ul><li>Driver checked in at 06:40</li><li>Loaded, seal <code>SL-44821</code></li></ul><p><span>@Owen Burke</span> the BOL is on its way.</p>',
    mentions: ['broker'],
  },
  {
    author: 'broker',
    hoursAgo: 30,
    html: '<p>Internal: customer approved detention up to 2 hours. Do not share the rate.</p>',
    portal: false,
  },
  {
    author: 'carrierAdmin',
    hoursAgo: 20,
    html: '<p><em>Tender accepted.</em> This confirmation is locked.</p>',
    readonly: true,
  },
  {
    author: 'dispatcher',
    hoursAgo: 4,
    html: '<blockquote>ETA to the consignee 14:00 local.</blockquote>',
  },
];

/** Plain text of {@link hostileNote}, which journeys look for. */
export const hostileNoteText = 'Rate confirmation resent, see attachment';

/**
 * A note as a hostile client would store it on the second shipment: a script, an image whose
 * onerror handler would run, a mouse-over handler and a javascript: link, each of which would set
 * `window.__pwned` or open a dialog if the portal rendered it as written.
 */
export const hostileNote: SeedNote = {
  author: 'broker',
  hoursAgo: 2,
  raw: true,
  html:
    `<p onmouseover="window.__pwned = 'mouseover'">${hostileNoteText}</p>` +
    `<script>window.__pwned = 'script'; alert('pwned')</script>` +
    `<img src="x" onerror="window.__pwned = 'onerror'; alert('pwned')" alt="">` +
    `<p><a href="javascript:window.__pwned = 'href'">attachment</a></p>`,
};

const invoiceThread: readonly SeedNote[] = [
  {
    author: 'broker',
    hoursAgo: 48,
    html: '<p>Invoice received. We still need the proof of delivery before it can be settled.</p>',
  },
  {
    author: 'carrierAdmin',
    hoursAgo: 26,
    html: '<p>POD uploaded this morning, see the documents section.</p>',
  },
  {
    author: 'broker',
    hoursAgo: 6,
    html: '<p>Internal: short-paid by $75 for late delivery, pending review.</p>',
    portal: false,
  },
];

const caseThread: readonly SeedNote[] = [
  {
    author: 'carrierAdmin',
    hoursAgo: 40,
    html: '<p>Requesting <strong>2 hours of detention</strong> at the receiver. Gate times attached.</p>',
  },
  {
    author: 'broker',
    hoursAgo: 28,
    html: '<p>Thanks, we are reviewing with the customer.</p>',
  },
  {
    author: 'broker',
    hoursAgo: 10,
    html: '<p>Case moved to review by the accessorial desk.</p>',
    readonly: true,
  },
];

async function contactOf(db: Database, userId: string): Promise<{ id: string; email: string }> {
  const { rows } = await db.query<{ id: string; email: string }>(
    `SELECT c.id, c.email_addresses[1] AS email FROM users u JOIN contacts c ON c.id = u.contact_id WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) throw new Error(`Seed user ${userId} has no contact`);
  return row;
}

async function firstRow<T>(db: Database, sql: string, params: unknown[]): Promise<T> {
  const { rows } = await db.query<T>(sql, params);
  const row = rows[0];
  if (!row) throw new Error(`Notes seed found nothing for: ${sql}`);
  return row;
}

/**
 * Seeds threads on the first carrier's first shipments, first invoice and first case: notes by
 * the carrier's people and the broker's staff, a mention, internal notes and read-only notes, and
 * on the second shipment a hostile note stored unsanitised ({@link hostileNote}).
 */
export async function seedNotes({ db, ids }: SeedContext): Promise<void> {
  const companyId = seededId(ids.companies, 'swiftline');
  const authors = {
    carrierAdmin: await contactOf(db, seededId(ids.users, 'carrierAdmin')),
    dispatcher: await contactOf(db, seededId(ids.users, 'dispatcher')),
    broker: await contactOf(db, seededId(ids.users, 'broker')),
  };
  const shipments = (
    await db.query<{ id: string; shipment_number: string }>(
      'SELECT id, shipment_number FROM shipments WHERE company_id = $1 ORDER BY shipment_number LIMIT 2',
      [companyId],
    )
  ).rows;
  const invoice = await firstRow<{ id: string; invoice_number: string }>(
    db,
    'SELECT id, invoice_number FROM invoices WHERE company_id = $1 ORDER BY invoice_number LIMIT 1',
    [companyId],
  );
  const kase = await firstRow<{ id: string; case_number: string }>(
    db,
    'SELECT id, case_number FROM cases WHERE company_id = $1 ORDER BY case_number LIMIT 1',
    [companyId],
  );

  const threads: [Entity, readonly SeedNote[]][] = [
    ...shipments.map((s, i): [Entity, readonly SeedNote[]] => [
      {
        type: EntityType.Shipment,
        id: s.id,
        description: `Shipment ${s.shipment_number}`,
        link: shipmentPreviewPath(s.shipment_number),
        shipmentId: s.id,
        invoiceId: null,
        caseId: null,
      },
      i === 0 ? shipmentThread : [...shipmentThread.slice(0, 2), hostileNote],
    ]),
    [
      {
        type: EntityType.APInvoice,
        id: invoice.id,
        description: `Invoice ${invoice.invoice_number}`,
        link: `/accounting/${invoice.id}/preview`,
        shipmentId: null,
        invoiceId: invoice.id,
        caseId: null,
      },
      invoiceThread,
    ],
    [
      {
        type: EntityType.Case,
        id: kase.id,
        description: `Case ${kase.case_number}`,
        link: `/cases/${kase.case_number}/preview/notes`,
        shipmentId: null,
        invoiceId: null,
        caseId: kase.id,
      },
      caseThread,
    ],
  ];

  const now = Date.now();
  for (const [entity, notes] of threads) {
    for (const note of notes) {
      const html = note.raw === true ? note.html : sanitizeNoteHtml(note.html);
      await db.query(
        `INSERT INTO notes (company_id, entity_type, entity_id, shipment_id, invoice_id, case_id, entity_description,
                            entity_link, note_content, note_html, note_json, notify_users, originating_application,
                            allow_portal_access, is_readonly, created_by_contact_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, NULL, $11, $12, $13, $14, $15, $16)`,
        [
          companyId,
          entity.type,
          entity.id,
          entity.shipmentId,
          entity.invoiceId,
          entity.caseId,
          entity.description,
          entity.link,
          noteTextOf(sanitizeNoteHtml(note.html)),
          html,
          JSON.stringify((note.mentions ?? []).map((key) => authors[key])),
          noteOriginatingApplication,
          note.portal ?? true,
          note.readonly ?? false,
          authors[note.author].id,
          new Date(now - note.hoursAgo * 3_600_000).toISOString(),
        ],
      );
    }
  }
}
