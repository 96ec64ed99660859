import {
  contract,
  noteNotCreatorMessage,
  noteReadOnlyMessage,
  type NewNoteBody,
  type UpdateNoteBody,
} from '@freightkit/api';
import { EntityType, isBlankText, noteTextOf, sanitizeNoteHtml } from '@freightkit/domain';
import type { Hono } from 'hono';
import type { AppEnv, Caller } from '../../http/context.ts';
import { forbidden, invalidField } from '../../http/errors.ts';
import { mount } from '../../http/route.ts';
import {
  changeRefusal,
  mentionableUsers,
  noteById,
  notesOf,
  noteTarget,
  toCaseNote,
  toNote,
  type NoteRow,
} from './rules.ts';

/** Sanitised HTML, the plain text (sent, or derived from the HTML) and the editor JSON of a note. */
function noteText(body: Pick<NewNoteBody | UpdateNoteBody, 'noteContent' | 'noteHTML' | 'noteJSON'>) {
  const html = body.noteHTML == null || body.noteHTML.trim() === '' ? null : sanitizeNoteHtml(body.noteHTML);
  const sent = body.noteContent ?? '';
  const content = isBlankText(sent) ? noteTextOf(html ?? '') : sent;
  if (isBlankText(content)) throw invalidField('noteContent', 'A note needs some text.');
  const json = body.noteJSON == null || body.noteJSON.trim() === '' ? null : body.noteJSON;
  return { html, content, json };
}

/** 403 with the reason when the caller may not change the note. */
function requireChangeable(caller: Caller, row: NoteRow): void {
  const refusal = changeRefusal(caller, row);
  if (refusal === 'readonly') throw forbidden(noteReadOnlyMessage);
  if (refusal === 'notCreator') throw forbidden(noteNotCreatorMessage);
}

/** The note calls of spec 2 §7 (paths and rules the spec leaves open: docs/adr/008-notes.md). */
export function noteRoutes(app: Hono<AppEnv>): void {
  mount(app, contract.notes.shipmentNotes, async ({ services: { db }, caller, params }) => {
    const target = await noteTarget(db, caller, EntityType.Shipment, params.id);
    const rows = await notesOf(db, target);
    return { items: rows.map((row) => toNote(row, caller)) };
  });

  mount(app, contract.notes.invoiceNotes, async ({ services: { db }, caller, params }) => {
    const target = await noteTarget(db, caller, EntityType.APInvoice, params.id);
    const rows = await notesOf(db, target);
    return { items: rows.map((row) => toNote(row, caller)) };
  });

  mount(app, contract.notes.caseNotes, async ({ services: { db }, caller, params, query }) => {
    const target = await noteTarget(db, caller, EntityType.Case, params.id);
    const { rows } = await db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM notes WHERE company_id = $1 AND entity_type = $2 AND entity_id = $3',
      [target.companyId, target.entityType, target.entityId],
    );
    const page = await notesOf(db, target, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      items: page.map((row) => toCaseNote(row, caller)),
      totalCount: rows[0]?.total ?? 0,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  mount(app, contract.notes.caseHistory, async ({ services: { db }, caller, params }) => {
    const target = await noteTarget(db, caller, EntityType.Case, params.id);
    const { rows } = await db.query<{
      id: string;
      kind: 'caseCreated' | 'noteAdded' | 'documentAdded';
      description: string;
      at: Date;
      first_name: string | null;
      last_name: string | null;
    }>(
      // A case cannot be younger than what was written on it (seeded cases are stamped after their notes).
      `SELECT 'created-' || k.id AS id, 'caseCreated' AS kind, k.case_number AS description,
              LEAST(k.created_at,
                    (SELECT min(created_at) FROM notes WHERE company_id = $2 AND entity_type = $3 AND entity_id = k.id),
                    (SELECT min(created_at) FROM documents WHERE company_id = $2 AND case_id = k.id)) AS at,
              NULL AS first_name, NULL AS last_name
         FROM cases k WHERE k.id = $1
       UNION ALL
       SELECT 'note-' || n.id, 'noteAdded', left(n.note_content, 120), n.created_at, c.first_name, c.last_name
         FROM notes n JOIN contacts c ON c.id = n.created_by_contact_id
        WHERE n.company_id = $2 AND n.entity_type = $3 AND n.entity_id = $1
       UNION ALL
       SELECT 'document-' || d.id, 'documentAdded', d.name, d.created_at, c.first_name, c.last_name
         FROM documents d LEFT JOIN users u ON u.id = d.created_by_user_id LEFT JOIN contacts c ON c.id = u.contact_id
        WHERE d.company_id = $2 AND d.case_id = $1
       ORDER BY at DESC, id DESC`,
      [target.entityId, target.companyId, EntityType.Case],
    );
    return {
      items: rows.map((r) => ({
        id: r.id,
        caseId: target.entityId,
        kind: r.kind,
        description: r.description,
        timeStamp: r.at.toISOString(),
        user:
          r.first_name === null || r.last_name === null
            ? null
            : { firstName: r.first_name, lastName: r.last_name },
      })),
    };
  });

  mount(app, contract.notes.add, async ({ services: { db }, caller, body }) => {
    const target = await noteTarget(db, caller, body.entityType, body.entityId);
    const { html, content, json } = noteText(body);
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO notes (company_id, entity_type, entity_id, shipment_id, invoice_id, case_id, entity_description,
                          entity_link, note_content, note_html, note_json, notify_users, originating_application,
                          allow_portal_access, created_by_contact_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
      [
        // Filed with the entity's notes (a factored invoice's carrier's), so both companies read it.
        target.companyId,
        target.entityType,
        target.entityId,
        target.shipmentId,
        target.invoiceId,
        target.caseId,
        isBlankText(body.entityDescription) ? target.description : body.entityDescription,
        isBlankText(body.entityLink) ? target.link : body.entityLink,
        content,
        html,
        json,
        JSON.stringify(body.notifyUsers),
        body.originatingApplication,
        body.allowPortalAccess,
        caller.contactId,
      ],
    );
    return toNote(await noteById(db, caller, rows[0]?.id ?? ''), caller);
  });

  mount(app, contract.notes.update, async ({ services: { db }, caller, params, body }) => {
    if (body.noteId !== undefined && body.noteId !== params.id)
      throw invalidField('noteId', 'noteId does not match the note of the path.');
    const row = await noteById(db, caller, params.id);
    requireChangeable(caller, row);
    const { html, content, json } = noteText(body);
    await db.query(
      `UPDATE notes SET note_content = $2, note_html = $3, note_json = $4, updated_at = now()
        WHERE id = $1`,
      [row.id, content, html, json],
    );
    return toNote(await noteById(db, caller, row.id), caller);
  });

  mount(app, contract.notes.delete, async ({ services: { db }, caller, params }) => {
    const row = await noteById(db, caller, params.id);
    requireChangeable(caller, row);
    await db.query('DELETE FROM notes WHERE id = $1', [row.id]);
    return { resultId: row.id };
  });

  mount(app, contract.notes.mentions, async ({ services: { db }, caller, query }) => {
    if (query.shipmentId !== undefined) await noteTarget(db, caller, EntityType.Shipment, query.shipmentId);
    else await noteTarget(db, caller, EntityType.APInvoice, query.invoiceId ?? '');
    return mentionableUsers(db, caller);
  });
}
