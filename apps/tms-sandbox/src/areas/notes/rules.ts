import {
  documentFilePath,
  type CaseNoteRecord,
  type MentionableUserRecord,
  type NoteRecord,
  type NotifyUser,
} from '@freightkit/api';
import {
  EntityType,
  isDriverOnly,
  noteOriginatingApplication,
  shipmentPreviewPath,
} from '@freightkit/domain';
import type { Database } from '../../db/database.ts';
import type { Caller } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { visibleCase, visibleInvoice } from '../documents/rules.ts';
import { shipmentScope } from '../shipments/scope.ts';

/** A note row as stored, joined with its creator's contact. */
export interface NoteRow {
  id: string;
  company_id: string;
  entity_type: number;
  entity_id: string;
  entity_description: string;
  entity_link: string;
  note_content: string;
  note_html: string | null;
  note_json: string | null;
  notify_users: NotifyUser[];
  allow_portal_access: boolean;
  is_readonly: boolean;
  created_by_contact_id: string;
  created_at: Date;
  first_name: string;
  last_name: string;
  file_id: string | null;
}

/** The columns of {@link NoteRow}: a note `n` joined with its creator `c`. */
export const noteColumns = `n.id, n.company_id, n.entity_type, n.entity_id, n.entity_description, n.entity_link,
  n.note_content, n.note_html, n.note_json, n.notify_users, n.allow_portal_access, n.is_readonly,
  n.created_by_contact_id, n.created_at, c.first_name, c.last_name, c.file_id`;

/** What a note is written on, resolved against what the caller may see. */
export interface NoteTarget {
  /** The company whose notes they are (a factored invoice's carrier, for its factoring company). */
  readonly companyId: string;
  readonly entityType: EntityType;
  readonly entityId: string;
  readonly shipmentId: string | null;
  readonly invoiceId: string | null;
  readonly caseId: string | null;
  readonly description: string;
  readonly link: string;
}

/**
 * Resolves a shipment, payables invoice or case the caller may see, or 404 (also for another
 * company's id). A driver-only user reaches only the shipments assigned to them, the cases on those,
 * and no invoices; a factoring company reaches the invoices factored to it (the invoices area's rule).
 */
export async function noteTarget(
  db: Database,
  caller: Caller,
  entityType: number,
  entityId: string,
): Promise<NoteTarget> {
  if (entityType === EntityType.Shipment) {
    const scope = shipmentScope(caller, 's', 2);
    const { rows } = await db.query<{ id: string; shipment_number: string }>(
      `SELECT s.id, s.shipment_number FROM shipments s WHERE s.id = $1 AND ${scope.sql}`,
      [entityId, ...scope.params],
    );
    const row = rows[0];
    if (!row) throw notFound('The shipment');
    return {
      companyId: caller.companyId,
      entityType,
      entityId: row.id,
      shipmentId: row.id,
      invoiceId: null,
      caseId: null,
      description: `Shipment ${row.shipment_number}`,
      link: shipmentPreviewPath(row.shipment_number),
    };
  }
  if (entityType === EntityType.APInvoice) {
    if (isDriverOnly(caller)) throw notFound('The invoice');
    const row = await visibleInvoice(db, caller, entityId);
    return {
      companyId: row.company_id,
      entityType,
      entityId: row.id,
      shipmentId: null,
      invoiceId: row.id,
      caseId: null,
      description: `Invoice ${row.invoice_number}`,
      link: row.third_party
        ? `/third-party-payer-invoices/${encodeURIComponent(row.invoice_number)}/preview`
        : `/accounting/${encodeURIComponent(row.id)}/preview`,
    };
  }
  if (entityType === EntityType.Case) {
    const row = await visibleCase(db, caller, entityId);
    return {
      companyId: caller.companyId,
      entityType,
      entityId: row.id,
      shipmentId: null,
      invoiceId: null,
      caseId: row.id,
      description: `Case ${row.case_number}`,
      link: `/cases/${encodeURIComponent(row.case_number)}/preview/notes`,
    };
  }
  throw notFound('The entity');
}

/** Notes of one entity (of the target's company), newest first. */
export async function notesOf(
  db: Database,
  target: NoteTarget,
  page?: { offset: number; limit: number },
): Promise<NoteRow[]> {
  const { rows } = await db.query<NoteRow>(
    `SELECT ${noteColumns} FROM notes n JOIN contacts c ON c.id = n.created_by_contact_id
      WHERE n.company_id = $1 AND n.entity_type = $2 AND n.entity_id = $3
      ORDER BY n.created_at DESC, n.id DESC
      ${page ? 'LIMIT $4 OFFSET $5' : ''}`,
    [target.companyId, target.entityType, target.entityId, ...(page ? [page.limit, page.offset] : [])],
  );
  return rows;
}

/** One note by id on an entity the caller may see, or 404 (also for another company's note). */
export async function noteById(db: Database, caller: Caller, id: string): Promise<NoteRow> {
  const { rows } = await db.query<NoteRow>(
    `SELECT ${noteColumns} FROM notes n JOIN contacts c ON c.id = n.created_by_contact_id WHERE n.id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row) throw notFound('The note');
  // The entity must be visible to the caller (a driver-only user and other drivers' loads, a
  // factoring company and its factored invoices), and the note among that entity's notes.
  const target = await noteTarget(db, caller, row.entity_type, row.entity_id).catch(() => null);
  if (target?.companyId !== row.company_id) throw notFound('The note');
  return row;
}

/** Why the caller may not change a note, or `null` when they may (ADR 008). */
export function changeRefusal(caller: Caller, row: NoteRow): 'readonly' | 'notCreator' | null {
  if (row.is_readonly) return 'readonly';
  if (row.created_by_contact_id !== caller.contactId) return 'notCreator';
  return null;
}

const pictureOf = (fileId: string | null) => (fileId === null ? null : `/${documentFilePath(fileId)}`);

/** A stored note in the contract's shape; `isReadonly` is true wherever the caller may not change it. */
export function toNote(row: NoteRow, caller: Caller): NoteRecord {
  return {
    id: row.id,
    entityId: row.entity_id,
    entityType: row.entity_type as EntityType,
    entityLink: row.entity_link,
    entityDescription: row.entity_description,
    noteContent: row.note_content,
    noteHTML: row.note_html,
    noteJSON: row.note_json,
    createDateTime: row.created_at.toISOString(),
    allowPortalAccess: row.allow_portal_access,
    isReadonly: changeRefusal(caller, row) !== null,
    creator: {
      firstName: row.first_name,
      lastName: row.last_name,
      profilePictureURL: pictureOf(row.file_id),
    },
    mentions: row.notify_users,
  };
}

/** A stored case note in the served case-note shape (spec 2 §3). */
export function toCaseNote(row: NoteRow, caller: Caller): CaseNoteRecord {
  const picture = pictureOf(row.file_id);
  return {
    id: row.id,
    caseId: row.entity_id,
    content: row.note_content,
    jsonContent: row.note_json,
    htmlContent: row.note_html,
    timeStamp: row.created_at.toISOString(),
    owner: { firstName: row.first_name, lastName: row.last_name, logoUrl: picture },
    creatorLogoURL: picture,
    isReadOnly: changeRefusal(caller, row) !== null,
  };
}

/**
 * Users who can be mentioned on an entity of the caller's company: the company's portal contacts
 * and the broker's staff (contacts of broker companies), each with an e-mail address, without the
 * caller, by last then first name.
 */
export async function mentionableUsers(db: Database, caller: Caller): Promise<MentionableUserRecord[]> {
  const { rows } = await db.query<{
    id: string;
    first_name: string;
    last_name: string;
    file_id: string | null;
    email_addresses: string[];
    permissions: string[];
    company_name: string;
    company_type: string;
  }>(
    `SELECT c.id, c.first_name, c.last_name, c.file_id, c.email_addresses, c.permissions,
            co.name AS company_name, co.company_type
       FROM contacts c JOIN companies co ON co.id = c.company_id
      WHERE (c.company_id = $1 OR co.company_type = 'Broker')
        AND c.is_portal_enabled AND cardinality(c.email_addresses) > 0 AND c.id <> $2
      ORDER BY lower(c.last_name), lower(c.first_name), c.id`,
    [caller.companyId, caller.contactId],
  );
  return rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    profilePictureId: r.file_id,
    emailAddresses: r.email_addresses,
    companyName: r.company_name,
    applicationAccess:
      r.company_type === 'Broker'
        ? [noteOriginatingApplication]
        : r.permissions.filter((p) => p.endsWith('Portal')),
  }));
}
