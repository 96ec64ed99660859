import {
  noteNotCreatorMessage,
  noteReadOnlyMessage,
  type CaseNoteRecord,
  type MentionableUserRecord,
  type NoteRecord,
} from '@freightkit/api';
import { EntityType, noteOriginatingApplication } from '@freightkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from '../../personas.ts';
import { createTestSandbox } from '../../testing.ts';
import { hostileNoteText } from './seed.ts';

type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
let t: TestSandbox;
let admin: Record<string, string>;
let dispatcher: Record<string, string>;
let driver: Record<string, string>;
let other: Record<string, string>;
let factoring: Record<string, string>;

let shipmentId: string;
let invoiceId: string;
let caseId: string;
let otherShipmentId: string;

const db = () => t.sandbox.services.db;

async function first<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db().query<T>(sql, params);
  if (!rows[0]) throw new Error(`no row for ${sql}`);
  return rows[0];
}

const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  t.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });

const json = async <T>(response: Response, status = 200): Promise<T> => {
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
};

const listShipment = async (headers = admin, id = shipmentId) =>
  (await json<{ items: NoteRecord[] }>(await t.get(`/api/v2/shipments/${id}/notes`, headers))).items;

const command = (overrides: Record<string, unknown> = {}) => ({
  entityId: shipmentId,
  entityDescription: 'Shipment',
  entityType: EntityType.Shipment,
  entityLink: '/all-shipments/1/preview/details',
  noteContent: 'Hello',
  noteHTML: '<p>Hello</p>',
  noteJSON: '{"root":{"children":[]}}',
  notifyUsers: [],
  originatingApplication: noteOriginatingApplication,
  allowPortalAccess: true,
  ...overrides,
});

const add = (overrides: Record<string, unknown> = {}, headers = admin) =>
  send('POST', '/api/v2/notes', headers, command(overrides));

beforeAll(async () => {
  t = await createTestSandbox();
  admin = (await t.signIn(persona('carrierAdmin').email)).headers;
  dispatcher = (await t.signIn(persona('dispatcher').email)).headers;
  driver = (await t.signIn(persona('driver').email)).headers;
  other = (await t.signIn(persona('otherCarrierAdmin').email)).headers;
  factoring = (await t.signIn(persona('factoring').email)).headers;
  ({ entity_id: shipmentId } = await first<{ entity_id: string }>(
    `SELECT entity_id FROM notes WHERE entity_type = $1 GROUP BY entity_id ORDER BY count(*) DESC LIMIT 1`,
    [EntityType.Shipment],
  ));
  ({ entity_id: invoiceId } = await first<{ entity_id: string }>(
    'SELECT entity_id FROM notes WHERE entity_type = $1 LIMIT 1',
    [EntityType.APInvoice],
  ));
  ({ entity_id: caseId } = await first<{ entity_id: string }>(
    'SELECT entity_id FROM notes WHERE entity_type = $1 LIMIT 1',
    [EntityType.Case],
  ));
  ({ id: otherShipmentId } = await first<{ id: string }>(
    `SELECT s.id FROM shipments s JOIN companies c ON c.id = s.company_id WHERE c.name ILIKE 'Iron Horse%' LIMIT 1`,
  ));
}, 180_000);

afterAll(async () => {
  await t.sandbox.close();
});

describe('lists', () => {
  it('lists a shipment’s notes newest first, with creators, internal and read-only flags', async () => {
    const items = await listShipment();
    expect(items.length).toBeGreaterThanOrEqual(5);
    const times = items.map((n) => Date.parse(n.createDateTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const internal = items.filter((n) => !n.allowPortalAccess);
    expect(internal).toHaveLength(1);
    expect(internal[0]?.creator).toMatchObject({ firstName: 'Owen', lastName: 'Burke' });
    // Broker notes and the locked note are read-only to the admin; the admin's own other notes are not.
    const mine = items.filter((n) => n.creator.firstName === persona('carrierAdmin').firstName);
    expect(mine.map((n) => n.isReadonly).sort()).toEqual([false, true]);
    expect(items.filter((n) => n.creator.firstName === 'Owen').every((n) => n.isReadonly)).toBe(true);
    expect(items.find((n) => n.mentions.length > 0)?.mentions[0]?.email).toBe(persona('broker').email);
    expect(items.every((n) => n.entityType === EntityType.Shipment && n.entityId === shipmentId)).toBe(true);
  });

  it('serves the seeded hostile note as stored, unsanitised, with plain text for its content', async () => {
    const { entity_id: hostileShipmentId } = await first<{ entity_id: string }>(
      "SELECT entity_id FROM notes WHERE note_content LIKE $1 || '%'",
      [hostileNoteText],
    );
    const hostile = (await listShipment(dispatcher, hostileShipmentId)).find((n) =>
      n.noteContent.startsWith(hostileNoteText),
    );
    // The stored HTML keeps every trap, so only the portal's own sanitising keeps the page safe.
    expect(hostile?.noteHTML).toContain('<script>');
    expect(hostile?.noteHTML).toContain('onerror=');
    expect(hostile?.noteHTML).toContain('javascript:');
    expect(hostile?.isReadonly).toBe(true);
    expect(hostile?.noteContent).not.toContain('__pwned');
  });

  it('lists an invoice’s notes (GET api/v2/invoices/{id}/notes)', async () => {
    const { items } = await json<{ items: NoteRecord[] }>(
      await t.get(`/api/v2/invoices/${invoiceId}/notes`, admin),
    );
    expect(items.length).toBe(3);
    expect(items.some((n) => !n.allowPortalAccess)).toBe(true);
  });

  it('serves case notes in the case-note shape, paged', async () => {
    const page = await json<{ items: CaseNoteRecord[]; totalCount: number; page: number; pageSize: number }>(
      await t.get(`/api/v2/cases/${caseId}/notes?page=1&pageSize=50`, admin),
    );
    expect(page).toMatchObject({ totalCount: 3, page: 1, pageSize: 50 });
    expect(Object.keys(page.items[0] ?? {}).sort()).toEqual(
      [
        'caseId',
        'content',
        'creatorLogoURL',
        'htmlContent',
        'id',
        'isReadOnly',
        'jsonContent',
        'owner',
        'timeStamp',
      ].sort(),
    );
    expect(page.items[0]).toMatchObject({
      caseId,
      owner: { firstName: 'Owen', lastName: 'Burke' },
      isReadOnly: true,
    });
    const defaults = await json<{ pageSize: number }>(await t.get(`/api/v2/cases/${caseId}/notes`, admin));
    expect(defaults.pageSize).toBe(50);
    const second = await json<{ items: CaseNoteRecord[]; totalCount: number }>(
      await t.get(`/api/v2/cases/${caseId}/notes?page=2&pageSize=2`, admin),
    );
    expect(second.items).toHaveLength(1);
    expect(second.items[0]?.id).toBe(page.items[2]?.id);
  });

  it('tells a case’s history newest first: notes, documents, creation', async () => {
    const { items } = await json<{ items: { kind: string; timeStamp: string; user: unknown }[] }>(
      await t.get(`/api/v2/cases/${caseId}/history`, admin),
    );
    expect(items.at(-1)).toMatchObject({ kind: 'caseCreated', user: null });
    expect(items.filter((e) => e.kind === 'noteAdded').length).toBeGreaterThanOrEqual(3);
    const times = items.map((e) => Date.parse(e.timeStamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await t.get(`/api/v2/cases/${caseId}/history`, other)).status).toBe(404);
  });

  it('answers 404 for another company’s entities and 401 without a token', async () => {
    expect((await t.get(`/api/v2/shipments/${shipmentId}/notes`, other)).status).toBe(404);
    expect((await t.get(`/api/v2/invoices/${invoiceId}/notes`, other)).status).toBe(404);
    expect((await t.get(`/api/v2/cases/${caseId}/notes`, other)).status).toBe(404);
    expect((await t.get(`/api/v2/shipments/${otherShipmentId}/notes`, admin)).status).toBe(404);
    expect((await t.get(`/api/v2/shipments/${shipmentId}/notes`)).status).toBe(401);
    expect((await send('POST', '/api/v2/notes', {}, command())).status).toBe(401);
    expect((await t.get(`/api/v2/contacts/mentions?shipmentId=${shipmentId}`)).status).toBe(401);
  });

  it('keeps a driver-only user to their own loads and away from invoices', async () => {
    const assigned = await first<{ n: number }>(
      `SELECT count(*)::int AS n FROM shipments s JOIN users u ON u.id = s.driver_user_id
        WHERE s.id = $1 AND u.user_name = $2`,
      [shipmentId, persona('driver').email],
    );
    expect((await t.get(`/api/v2/shipments/${shipmentId}/notes`, driver)).status).toBe(
      assigned.n > 0 ? 200 : 404,
    );
    expect((await t.get(`/api/v2/invoices/${invoiceId}/notes`, driver)).status).toBe(404);
  });

  it('400s with a model state on bad paging', async () => {
    const body = await json<{ modelState: Record<string, string[]> }>(
      await t.get(`/api/v2/cases/${caseId}/notes?page=0&pageSize=x`, admin),
      400,
    );
    expect(Object.keys(body.modelState).sort()).toEqual(['page', 'pageSize']);
  });
});

describe('add, update, delete', () => {
  it('adds a note that comes first, stores what it gets, sanitises its HTML', async () => {
    const note = await json<NoteRecord>(
      await add({
        noteHTML:
          '<h2 onclick="x()">Title</h2><p>Hi <a href="javascript:alert(1)">me</a><script>alert(1)</script></p>',
        notifyUsers: [{ id: 'c1', email: 'ops@x.io' }],
        allowPortalAccess: false,
      }),
      201,
    );
    expect(note.noteHTML).toBe('<h2>Title</h2><p>Hi <a rel="noopener noreferrer" target="_blank">me</a></p>');
    expect(note).toMatchObject({
      noteContent: 'Hello',
      noteJSON: '{"root":{"children":[]}}',
      allowPortalAccess: false,
      isReadonly: false,
      mentions: [{ id: 'c1', email: 'ops@x.io' }],
      creator: { firstName: persona('carrierAdmin').firstName, profilePictureURL: null },
    });
    expect((await listShipment())[0]?.id).toBe(note.id);
  });

  it('derives the plain text when noteContent is missing, and fills description and link', async () => {
    const note = await json<NoteRecord>(
      await add({
        noteContent: undefined,
        noteHTML: '<p>One</p><ul><li>two</li></ul>',
        entityDescription: '',
        entityLink: '',
      }),
      201,
    );
    expect(note.noteContent).toBe('One\ntwo');
    expect(note.entityDescription).toMatch(/^Shipment /);
    expect(note.entityLink).toMatch(/^\/all-shipments\/.+\/preview\/details$/);
  });

  it('adds notes to invoices and cases', async () => {
    await json(await add({ entityType: EntityType.APInvoice, entityId: invoiceId }), 201);
    const caseNote = await json<NoteRecord>(
      await add({ entityType: EntityType.Case, entityId: caseId }),
      201,
    );
    const page = await json<{ items: CaseNoteRecord[] }>(await t.get(`/api/v2/cases/${caseId}/notes`, admin));
    expect(page.items[0]).toMatchObject({ id: caseNote.id, content: 'Hello', isReadOnly: false });
  });

  it('updates and deletes the caller’s own note', async () => {
    const note = await json<NoteRecord>(await add(), 201);
    const updated = await json<NoteRecord>(
      await send('PUT', `/api/v2/notes/${note.id}`, admin, {
        noteId: note.id,
        noteContent: 'Changed',
        noteHTML: '<p>Changed<img src=x onerror=alert(1)></p>',
        noteJSON: '{"root":{}}',
      }),
    );
    expect(updated).toMatchObject({
      id: note.id,
      noteContent: 'Changed',
      noteHTML: '<p>Changed<img></p>',
      noteJSON: '{"root":{}}',
    });
    expect(await json(await send('DELETE', `/api/v2/notes/${note.id}`, admin))).toEqual({
      resultId: note.id,
    });
    expect((await listShipment()).some((n) => n.id === note.id)).toBe(false);
    expect((await send('DELETE', `/api/v2/notes/${note.id}`, admin)).status).toBe(404);
  });

  it('refuses changes to a read-only note (403), even by its creator', async () => {
    const locked = (await listShipment()).find(
      (n) => n.isReadonly && n.creator.firstName === persona('carrierAdmin').firstName,
    );
    if (!locked) throw new Error('no read-only note of the admin');
    const put = await send('PUT', `/api/v2/notes/${locked.id}`, admin, { noteContent: 'x' });
    expect(put.status).toBe(403);
    expect(await put.json()).toEqual({ message: noteReadOnlyMessage });
    const del = await send('DELETE', `/api/v2/notes/${locked.id}`, admin);
    expect(del.status).toBe(403);
    expect(await del.json()).toEqual({ message: noteReadOnlyMessage });
  });

  it('refuses changes to someone else’s note (403)', async () => {
    const mine = await json<NoteRecord>(await add(), 201);
    const seen = (await listShipment(dispatcher)).find((n) => n.id === mine.id);
    expect(seen?.isReadonly).toBe(true);
    for (const response of [
      await send('PUT', `/api/v2/notes/${mine.id}`, dispatcher, { noteContent: 'hijack' }),
      await send('DELETE', `/api/v2/notes/${mine.id}`, dispatcher),
    ]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: noteNotCreatorMessage });
    }
  });

  it('answers 404 for another company’s notes and entities', async () => {
    const mine = await json<NoteRecord>(await add(), 201);
    expect((await send('PUT', `/api/v2/notes/${mine.id}`, other, { noteContent: 'x' })).status).toBe(404);
    expect((await send('DELETE', `/api/v2/notes/${mine.id}`, other)).status).toBe(404);
    expect((await add({}, other)).status).toBe(404);
    expect((await add({ entityType: EntityType.Case, entityId: shipmentId })).status).toBe(404);
  });

  it.each([
    ['no entity id', { entityId: undefined }, 'entityId'],
    ['an entity type without notes', { entityType: EntityType.Carrier }, 'entityType'],
    ['blank text', { noteContent: '  ', noteHTML: '<p> </p>' }, 'noteContent'],
    ['only a script', { noteContent: '', noteHTML: '<script>alert(1)</script>' }, 'noteContent'],
    ['editor JSON that is not an object', { noteJSON: '[1' }, 'noteJSON'],
    ['a bad mention', { notifyUsers: [{ id: 'x' }] }, 'notifyUsers.0.email'],
    ['a non-boolean portal flag', { allowPortalAccess: 'yes' }, 'allowPortalAccess'],
  ])('400s with a model state on %s', async (_name, overrides, field) => {
    const body = await json<{ message: string; modelState: Record<string, string[]> }>(
      await add(overrides),
      400,
    );
    expect(body.modelState).toHaveProperty([field]);
  });

  it('400s on a mismatched noteId, bad JSON and a missing body', async () => {
    const note = await json<NoteRecord>(await add(), 201);
    const mismatch = await json<{ modelState: Record<string, string[]> }>(
      await send('PUT', `/api/v2/notes/${note.id}`, admin, { noteId: 'other', noteContent: 'x' }),
      400,
    );
    expect(mismatch.modelState).toHaveProperty(['noteId']);
    expect((await send('POST', '/api/v2/notes', admin, '{"entityId":')).status).toBe(400);
    expect((await send('PUT', `/api/v2/notes/${note.id}`, admin)).status).toBe(400);
  });
});

describe('mentionable users', () => {
  it('lists the company’s contacts and the broker’s staff for a shipment, without the caller', async () => {
    const users = await json<MentionableUserRecord[]>(
      await t.get(`/api/v2/contacts/mentions?shipmentId=${shipmentId}`, admin),
    );
    const names = users.map((u) => `${u.firstName} ${u.lastName}`);
    expect(names).toContain(`${persona('dispatcher').firstName} ${persona('dispatcher').lastName}`);
    expect(names).toContain('Owen Burke');
    expect(names).not.toContain(`${persona('carrierAdmin').firstName} ${persona('carrierAdmin').lastName}`);
    expect(names).not.toContain(
      `${persona('otherCarrierAdmin').firstName} ${persona('otherCarrierAdmin').lastName}`,
    );
    expect(users.find((u) => u.firstName === 'Owen')).toMatchObject({
      emailAddresses: [persona('broker').email],
      companyName: 'Summit Brokerage',
      applicationAccess: [noteOriginatingApplication],
      profilePictureId: null,
    });
  });

  it('is keyed by invoice too, and scoped like the notes', async () => {
    expect((await t.get(`/api/v2/contacts/mentions?invoiceId=${invoiceId}`, admin)).status).toBe(200);
    expect((await t.get(`/api/v2/contacts/mentions?invoiceId=${invoiceId}`, other)).status).toBe(404);
    expect((await t.get(`/api/v2/contacts/mentions?shipmentId=${otherShipmentId}`, admin)).status).toBe(404);
    expect((await t.get('/api/v2/contacts/mentions', admin)).status).toBe(400);
    expect((await t.get(`/api/v2/contacts/mentions?shipmentId=a&invoiceId=b`, admin)).status).toBe(400);
  });
});

describe('a factoring company on the invoices factored to it', () => {
  const invoiceOf = (factored: boolean) =>
    first<{ id: string }>(
      `SELECT i.id FROM invoices i JOIN companies c ON c.id = i.company_id
        WHERE i.third_party_payer IS NULL AND c.name ILIKE 'Swiftline%' AND (i.factoring_company_id IS NOT NULL) = $1
        ORDER BY i.invoice_number LIMIT 1`,
      [factored],
    );
  const invoiceNotes = async (id: string, headers: Record<string, string>) =>
    (await json<{ items: NoteRecord[] }>(await t.get(`/api/v2/invoices/${id}/notes`, headers))).items;

  it('reads and adds notes on a factored invoice, shared with the carrier', async () => {
    const { id } = await invoiceOf(true);
    const invoiceNote = {
      entityId: id,
      entityType: EntityType.APInvoice,
      noteContent: 'Carrier on factored',
    };
    await json<NoteRecord>(await add(invoiceNote), 201);
    expect((await invoiceNotes(id, factoring)).map((n) => n.noteContent)).toContain('Carrier on factored');
    const theirs = await json<NoteRecord>(
      await add({ ...invoiceNote, noteContent: 'Factoring asks for the POD' }, factoring),
      201,
    );
    expect((await invoiceNotes(id, admin)).map((n) => n.id)).toContain(theirs.id);
    expect((await invoiceNotes(id, factoring)).map((n) => n.id)).toContain(theirs.id);
    // The factoring user may change its own note, not the carrier's.
    expect(theirs.isReadonly).toBe(false);
    expect(
      (await invoiceNotes(id, factoring)).find((n) => n.noteContent === 'Carrier on factored')?.isReadonly,
    ).toBe(true);
    expect((await t.get(`/api/v2/contacts/mentions?invoiceId=${id}`, factoring)).status).toBe(200);
  });

  it('answers 404 on an invoice not factored to it, and on the carrier’s other notes', async () => {
    const { id } = await invoiceOf(false);
    expect((await t.get(`/api/v2/invoices/${id}/notes`, factoring)).status).toBe(404);
    expect(
      (await add({ entityId: id, entityType: EntityType.APInvoice, noteContent: 'Not ours' }, factoring))
        .status,
    ).toBe(404);
    expect((await t.get(`/api/v2/shipments/${shipmentId}/notes`, factoring)).status).toBe(404);
    const carriers = await listShipment();
    const note = carriers[0]?.id ?? '';
    expect((await send('PUT', `/api/v2/notes/${note}`, factoring, { noteContent: 'x' })).status).toBe(404);
  });
});

describe('case notes and history for a driver-only user', () => {
  const driverCase = (assigned: boolean) =>
    first<{ id: string }>(
      `SELECT k.id FROM cases k JOIN companies c ON c.id = k.company_id
        WHERE c.name ILIKE 'Swiftline%' AND EXISTS (
          SELECT 1 FROM shipment_drivers sd JOIN drivers d ON d.id = sd.driver_id JOIN users u ON u.id = d.user_id
           WHERE sd.shipment_id = k.shipment_id AND lower(u.user_name) = lower($1)) = $2
        ORDER BY k.case_number LIMIT 1`,
      [persona('driver').email, assigned],
    );

  it('reads the notes and history of a case on a load assigned to them', async () => {
    const kase = await driverCase(true);
    expect((await t.get(`/api/v2/cases/${kase.id}/notes`, driver)).status).toBe(200);
    expect((await t.get(`/api/v2/cases/${kase.id}/history`, driver)).status).toBe(200);
  });

  it('answers 404 for a case on a load not assigned to them, like another company’s case', async () => {
    const kase = await driverCase(false);
    expect((await t.get(`/api/v2/cases/${kase.id}/notes`, admin)).status).toBe(200);
    expect((await t.get(`/api/v2/cases/${kase.id}/notes`, driver)).status).toBe(404);
    expect((await t.get(`/api/v2/cases/${kase.id}/history`, driver)).status).toBe(404);
    const note = await json<NoteRecord>(
      await add({ entityId: kase.id, entityType: EntityType.Case, noteContent: 'Admin on the case' }),
      201,
    );
    expect(
      (await add({ entityId: kase.id, entityType: EntityType.Case, noteContent: 'Driver' }, driver)).status,
    ).toBe(404);
    expect((await send('DELETE', `/api/v2/notes/${note.id}`, driver)).status).toBe(404);
  });
});
