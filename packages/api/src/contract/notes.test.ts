import { caseNoteToNote, EntityType, mentionsQuery, newNoteCommand } from '@freightkit/domain';
import { QueryClient } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../client/ApiError.ts';
import { createApiClient } from '../client/createApiClient.ts';
import { buildMockToken, mockPersonas } from '../msw/factories.ts';
import { errorResponse } from '../msw/endpointHandler.ts';
import { fixture } from '../msw/fixture.ts';
import { buildNote, mentionableFrom } from '../msw/notes.ts';
import { noteKeys, noteMutations, noteQueries } from '../react/notes.ts';
import {
  caseNoteSchema,
  mentionsQuerySchema,
  newNoteBodySchema,
  noteEndpoints,
  noteNotCreatorMessage,
  noteReadOnlyMessage,
  noteSchema,
  updateNoteBodySchema,
  type NewNoteBody,
} from './notes.ts';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});

const base = 'http://tms.test';
const client = createApiClient({
  baseUrl: base,
  getSession: () => ({ accessToken: buildMockToken(mockPersonas.carrierAdmin) }),
});

const command = newNoteCommand({
  entityId: 's1',
  entityDescription: 'Shipment 1001',
  entityType: EntityType.Shipment,
  entityLink: '/all-shipments/1001/preview/details',
  noteContent: 'Hi',
  noteHTML: '<p>Hi</p>',
  noteJSON: '{"root":{}}',
  mentions: [{ id: 'c1', firstName: 'Owen', lastName: 'Burke', emailAddresses: ['o@x.io'] }],
});
const body: NewNoteBody = { ...command, entityType: EntityType.Shipment };

describe('note contract', () => {
  it('accepts the command domain’s newNoteCommand builds', () => {
    const parsed = newNoteBodySchema.parse(command);
    expect(parsed).toMatchObject({ allowPortalAccess: true, notifyUsers: [{ id: 'c1', email: 'o@x.io' }] });
  });

  it.each([
    ['an entity type without notes', { entityType: EntityType.Carrier }],
    ['no text at all', { noteContent: ' ', noteHTML: '<p> </p>' }],
    ['editor JSON that is not an object', { noteJSON: '"text"' }],
    ['a mention without e-mail', { notifyUsers: [{ id: 'x' }] }],
  ])('refuses %s', (_name, overrides) => {
    expect(newNoteBodySchema.safeParse({ ...command, ...overrides }).success).toBe(false);
  });

  it('lets HTML alone carry the text, and defaults what the portal may leave out', () => {
    const parsed = newNoteBodySchema.parse({
      entityId: 'i1',
      entityType: EntityType.APInvoice,
      noteHTML: '<p>x</p>',
    });
    expect(parsed).toMatchObject({ notifyUsers: [], allowPortalAccess: true, entityDescription: '' });
    expect(updateNoteBodySchema.safeParse({ noteContent: 'x' }).success).toBe(true);
    expect(updateNoteBodySchema.safeParse({}).success).toBe(false);
  });

  it('keys the mentions query by exactly one of shipment or invoice, as domain builds it', () => {
    expect(mentionsQuerySchema.safeParse(mentionsQuery('9')).success).toBe(true);
    expect(mentionsQuerySchema.safeParse(mentionsQuery('9', EntityType.APInvoice)).success).toBe(true);
    expect(mentionsQuerySchema.safeParse({}).success).toBe(false);
    expect(mentionsQuerySchema.safeParse({ shipmentId: 'a', invoiceId: 'b' }).success).toBe(false);
  });

  it('serves case notes that domain’s caseNoteToNote maps', () => {
    const caseNote = caseNoteSchema.parse({
      id: 'n1',
      caseId: 'c1',
      content: 'Hi',
      jsonContent: null,
      htmlContent: '<p>Hi</p>',
      timeStamp: '2026-01-01T00:00:00.000Z',
      owner: { firstName: 'A', lastName: 'B', logoUrl: null },
      creatorLogoURL: null,
      isReadOnly: true,
    });
    expect(caseNoteToNote(caseNote)).toMatchObject({
      entityId: 'c1',
      isReadonly: true,
      noteHTML: '<p>Hi</p>',
    });
    expect(noteSchema.safeParse(buildNote()).success).toBe(true);
  });

  it('uses the spec’s invoice and case paths', () => {
    expect(noteEndpoints.invoiceNotes.path).toBe('api/v2/invoices/{id}/notes');
    expect(noteEndpoints.caseNotes.path).toBe('api/v2/cases/{id}/notes');
  });
});

describe('note queries and mutations', () => {
  const o = { baseUrl: base };
  const own = buildNote({ id: 'own', createDateTime: '2026-01-02T00:00:00.000Z' });
  const theirs = buildNote({ id: 'theirs', createDateTime: '2026-01-03T00:00:00.000Z', isReadonly: true });

  it('use layered keys under notes / kind / id', () => {
    expect(noteQueries.shipmentNotes(client, 's1').queryKey).toEqual(['notes', 'shipment', 's1', 'list']);
    expect(noteQueries.invoiceNotes(client, 'i1').queryKey).toEqual(['notes', 'invoice', 'i1', 'list']);
    expect(noteQueries.caseNotes(client, 'c1').queryKey).toEqual([
      'notes',
      'case',
      'c1',
      'page',
      { page: 1, pageSize: 50 },
    ]);
    expect(noteQueries.caseHistory(client, 'c1').queryKey).toEqual(['notes', 'case', 'c1', 'history']);
    expect(noteQueries.mentions(client, 'invoice', 'i1').queryKey).toEqual([
      'notes',
      'mentions',
      'invoice',
      'i1',
    ]);
  });

  it('read a list and the mentionable users through the contract', async () => {
    server.use(
      fixture(noteEndpoints.shipmentNotes, { items: [theirs, own] }, o),
      fixture(noteEndpoints.mentions, [mentionableFrom(mockPersonas.broker, ['Trucks'])], o),
    );
    const queryClient = new QueryClient();
    const { items } = await queryClient.query(noteQueries.shipmentNotes(client, 's1'));
    expect(items.map((n) => [n.id, n.isReadonly])).toEqual([
      ['theirs', true],
      ['own', false],
    ]);
    const users = await queryClient.query(noteQueries.mentions(client, 'shipment', 's1'));
    expect(users.map((u) => u.firstName)).toContain('Owen');
  });

  it('add, update and delete invalidate the entity’s prefix only', async () => {
    const added = buildNote({ id: 'added', creator: { ...own.creator, firstName: 'Carla' } });
    server.use(
      fixture(noteEndpoints.shipmentNotes, { items: [own] }, o),
      fixture(noteEndpoints.invoiceNotes, { items: [] }, o),
      fixture(noteEndpoints.add, added, o),
      fixture(noteEndpoints.update, ({ body }) => ({ ...added, noteContent: body.noteContent ?? '' }), o),
      fixture(noteEndpoints.delete, ({ params }) => ({ resultId: params.id }), o),
    );
    const queryClient = new QueryClient();
    await queryClient.query(noteQueries.shipmentNotes(client, 's1'));
    await queryClient.query(noteQueries.invoiceNotes(client, 'i1'));
    const stale = () => [
      queryClient.getQueryState(noteKeys.list('shipment', 's1'))?.isInvalidated,
      queryClient.getQueryState(noteKeys.list('invoice', 'i1'))?.isInvalidated,
    ];

    const answer = await queryClient
      .getMutationCache()
      .build(queryClient, noteMutations.add(client, queryClient))
      .execute(body);
    expect(answer.creator.firstName).toBe('Carla');
    expect(stale()).toEqual([true, false]);

    await queryClient.query(noteQueries.shipmentNotes(client, 's1'));
    const updated = await queryClient
      .getMutationCache()
      .build(queryClient, noteMutations.update(client, queryClient))
      .execute({ noteId: added.id, kind: 'shipment', entityId: 's1', body: { noteContent: 'Edited' } });
    expect(updated.noteContent).toBe('Edited');
    expect(stale()).toEqual([true, false]);

    const deleted = await queryClient
      .getMutationCache()
      .build(queryClient, noteMutations.delete(client, queryClient))
      .execute({ noteId: added.id, kind: 'shipment', entityId: 's1' });
    expect(deleted).toBe(added.id);
  });

  it('reject with the 403 message for read-only and other people’s notes', async () => {
    const refusals: Record<string, string> = { locked: noteReadOnlyMessage, theirs: noteNotCreatorMessage };
    server.use(
      fixture(
        noteEndpoints.delete,
        ({ params }) => errorResponse(403, refusals[params.id] ?? 'Forbidden'),
        o,
      ),
    );
    const queryClient = new QueryClient();
    const del = (noteId: string) =>
      queryClient
        .getMutationCache()
        .build(queryClient, noteMutations.delete(client, queryClient))
        .execute({ noteId, kind: 'shipment', entityId: 's1' });
    for (const [id, message] of [
      ['locked', noteReadOnlyMessage],
      ['theirs', noteNotCreatorMessage],
    ] as const) {
      const error = await del(id).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 403, serverMessage: message });
    }
  });
});
