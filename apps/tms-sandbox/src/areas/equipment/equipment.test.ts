import type { EquipmentCounts, EquipmentUnit } from '@freightkit/api';
import {
  capabilityRefusals,
  duplicateUnitNumberMessage,
  retiredUnitAssignMessage,
  retiredUnitChangeMessage,
  ShipmentStatus,
} from '@freightkit/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persona } from '../../personas.ts';
import { createTestSandbox } from '../../testing.ts';

type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
let t: TestSandbox;
let admin: Record<string, string>;
let dispatcher: Record<string, string>;
let driver: Record<string, string>;
let factoring: Record<string, string>;
let other: Record<string, string>;

interface Page {
  items: EquipmentUnit[];
  totalCount: number;
  page: number;
  pageSize: number;
}

const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  t.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const json = async <T>(response: Response, status = 200): Promise<T> => {
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
};

const list = async (query: string, headers = dispatcher) =>
  json<Page>(await t.get(`/api/v2/equipment?${query}`, headers));

const newTrailer = (overrides: Record<string, unknown> = {}) => ({
  kind: 'Trailer',
  unitNumber: 'r-5404',
  type: 'Reefer',
  lengthFeet: 53,
  isReefer: true,
  plateNumber: 'tr  461093',
  plateRegion: 'il',
  vin: '1uyvs2537pu205513',
  year: 2024,
  make: ' Utility ',
  status: 'Active',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestSandbox();
  admin = (await t.signIn(persona('carrierAdmin').email)).headers;
  dispatcher = (await t.signIn(persona('dispatcher').email)).headers;
  driver = (await t.signIn(persona('driver').email)).headers;
  factoring = (await t.signIn(persona('factoring').email)).headers;
  other = (await t.signIn(persona('otherCarrierAdmin').email)).headers;
}, 120_000);

afterAll(async () => {
  await t.sandbox.close();
});

describe('the fleet lists', () => {
  it('count the company’s units by kind and status', async () => {
    expect(await json<EquipmentCounts>(await t.get('/api/v2/equipment/counts', dispatcher))).toEqual({
      trailers: { active: 11, outOfService: 1, retired: 1 },
      powerUnits: { active: 7, outOfService: 1, retired: 1 },
    });
    expect(await json<EquipmentCounts>(await t.get('/api/v2/equipment/counts', other))).toEqual({
      trailers: { active: 3, outOfService: 0, retired: 0 },
      powerUnits: { active: 1, outOfService: 0, retired: 0 },
    });
  });

  it('list one kind in unit-number order, retired units only when asked for', async () => {
    const fleet = await list('kind=Trailer');
    expect(fleet.totalCount).toBe(12);
    expect(fleet.pageSize).toBe(50);
    expect(fleet.items.map((u) => u.unitNumber)).toEqual([
      '5301',
      '5302',
      '5303',
      '5310',
      'C-4001',
      'F-4801',
      'F-4802',
      'P-2801',
      'R-5401',
      'R-5402',
      'R-5403',
      'SD-4803',
    ]);
    expect(fleet.items.every((u) => u.kind === 'Trailer')).toBe(true);
    expect(fleet.items.find((u) => u.unitNumber === 'R-5401')).toMatchObject({
      type: 'Reefer',
      equipmentType: 4,
      isReefer: true,
      lengthFeet: 53,
      plateRegion: 'IL',
    });
    const retired = await list('kind=Trailer&statuses=Retired');
    expect(retired.items.map((u) => [u.unitNumber, u.status])).toEqual([['4820', 'Retired']]);
    expect(retired.items[0]?.retiredAt).toBe('2026-06-15T16:00:00.000Z');
    const all = await list('kind=Trailer&statuses=Active&statuses=OutOfService&statuses=Retired');
    expect(all.items.at(-1)?.unitNumber).toBe('4820');
  });

  it('search unit number, plate, VIN and make, filter by type, and page', async () => {
    expect((await list('kind=Trailer&query=wabash')).totalCount).toBe(3);
    expect((await list('kind=Trailer&query=461090')).items.map((u) => u.unitNumber)).toEqual(['R-5401']);
    expect((await list('kind=PowerUnit&query=1XPBD49X')).items.map((u) => u.unitNumber)).toEqual(['107']);
    expect((await list('kind=PowerUnit&query=100%25')).totalCount).toBe(0);
    const flat = await list('kind=Trailer&types=FlatBed&types=StepDeck');
    expect(flat.items.map((u) => u.unitNumber)).toEqual(['F-4801', 'F-4802', 'SD-4803']);
    const second = await list('kind=Trailer&pageSize=5&page=2');
    expect(second.items.map((u) => u.unitNumber)).toEqual(['F-4801', 'F-4802', 'P-2801', 'R-5401', 'R-5402']);
    expect(second.totalCount).toBe(12);
    await json(await t.get('/api/v2/equipment', dispatcher), 400);
    await json(await t.get('/api/v2/equipment?kind=Boat', dispatcher), 400);
  });

  it('show a company only its own units; another company’s unit is 404', async () => {
    const theirs = await list('kind=Trailer', other);
    expect(theirs.items.map((u) => u.unitNumber)).toEqual(['5301', 'M-48', 'M-53']);
    const id = theirs.items[0]?.id ?? '';
    await json(await t.get(`/api/v2/equipment/${id}`, dispatcher), 404);
    await json(await send('PUT', `/api/v2/equipment/${id}`, dispatcher, newTrailer()), 404);
    await json(await send('POST', `/api/v2/equipment/${id}/retire`, dispatcher), 404);
    await json(await t.get('/api/v2/equipment/not-a-uuid', dispatcher), 404);
  });

  it('let a driver read, and neither a driver nor a factoring user change anything', async () => {
    expect((await list('kind=PowerUnit', driver)).totalCount).toBe(8);
    const refused = await json<{ message: string }>(
      await send('POST', '/api/v2/equipment', driver, newTrailer()),
      403,
    );
    expect(refused.message).toBe(capabilityRefusals['equipment.manage']);
    await json(await t.get('/api/v2/equipment/counts', factoring), 403);
  });
});

describe('adding, changing and retiring a unit', () => {
  it('adds a unit as the form sent it, normalised, and it stays', async () => {
    const created = await json<EquipmentUnit>(
      await send('POST', '/api/v2/equipment', dispatcher, newTrailer()),
      201,
    );
    expect(created).toMatchObject({
      kind: 'Trailer',
      unitNumber: 'R-5404',
      plateNumber: 'TR 461093',
      plateRegion: 'IL',
      vin: '1UYVS2537PU205513',
      make: 'Utility',
      status: 'Active',
      retiredAt: null,
    });
    expect(await json(await t.get(`/api/v2/equipment/${created.id}`, driver))).toEqual(created);
  });

  it('refuses a unit number the company already uses, in any case and kind (409)', async () => {
    const duplicate = await json<{ message: string }>(
      await send('POST', '/api/v2/equipment', dispatcher, newTrailer({ unitNumber: '5301' })),
      409,
    );
    expect(duplicate.message).toBe(duplicateUnitNumberMessage('5301', { kind: 'Trailer', status: 'Active' }));
    const tractorNumber = await json<{ message: string }>(
      await send('POST', '/api/v2/equipment', dispatcher, newTrailer({ unitNumber: '098' })),
      409,
    );
    expect(tractorNumber.message).toBe(
      'Unit number 098 is already used by one of your retired power units. Give this unit another number.',
    );
    // Another company's numbers are theirs: Iron Horse has a 5301 of its own.
    await json(await send('POST', '/api/v2/equipment', other, newTrailer({ unitNumber: 'R-5404' })), 201);
  });

  it('answers bad input with the domain’s sentences on the fields', async () => {
    const bad = await json<{
      modelState: Record<string, string[]>;
      modelStateKeys: Record<string, unknown[]>;
    }>(
      await send(
        'POST',
        '/api/v2/equipment',
        dispatcher,
        newTrailer({ type: 'FlatBed', lengthFeet: 70, vin: '1UYVS2531PU205513', plateRegion: 'AE' }),
      ),
      400,
    );
    expect(bad.modelState).toEqual({
      lengthFeet: ['A flat bed is 20 to 57 ft long.'],
      isReefer: ['A flat bed cannot have a reefer unit.'],
      plateRegion: ['Choose a US state or territory or a Canadian province.'],
      vin: ['This VIN does not add up (its 9th character is a check digit); look for a mistyped character.'],
    });
    // Each text travels with the rule's key, a type's label as a label key (ADR 048).
    expect(bad.modelStateKeys).toEqual({
      lengthFeet: [
        {
          key: 'answer.equipment.lengthRange',
          params: { type: 'flat bed', min: 20, max: 57 },
          labels: { type: 'enum.equipmentType.FlatBed' },
        },
      ],
      isReefer: [
        {
          key: 'answer.equipment.reeferNot',
          params: { type: 'flat bed' },
          labels: { type: 'enum.equipmentType.FlatBed' },
        },
      ],
      plateRegion: [{ key: 'answer.equipment.plateRegionUnknown' }],
      vin: [{ key: 'answer.equipment.vinCheckDigit' }],
    });
  });

  it('changes a unit, keeping its kind and refusing another unit’s number', async () => {
    const [unit] = (await list('kind=Trailer&query=5310')).items;
    if (!unit) throw new Error('seeded trailer 5310');
    const body = { ...unit, lengthFeet: 48, status: 'OutOfService', make: 'Great Dane' };
    const changed = await json<EquipmentUnit>(
      await send('PUT', `/api/v2/equipment/${unit.id}`, dispatcher, body),
    );
    expect(changed).toMatchObject({ lengthFeet: 48, status: 'OutOfService', unitNumber: '5310' });
    expect(changed.updatedAt > unit.updatedAt).toBe(true);
    const taken = await json<{ message: string }>(
      await send('PUT', `/api/v2/equipment/${unit.id}`, dispatcher, { ...body, unitNumber: '5302' }),
      409,
    );
    expect(taken.message).toBe(duplicateUnitNumberMessage('5302', { kind: 'Trailer', status: 'Active' }));
    const kind = await json<{ modelState: Record<string, string[]> }>(
      await send('PUT', `/api/v2/equipment/${unit.id}`, dispatcher, {
        ...body,
        kind: 'PowerUnit',
        type: 'Tractor',
        lengthFeet: null,
      }),
      400,
    );
    expect(Object.keys(kind.modelState)).toEqual(['kind']);
    await json(
      await send('PUT', `/api/v2/equipment/${unit.id}`, dispatcher, { ...body, status: 'Retired' }),
      400,
    );
  });

  it('retires a unit: it stays listed under Retired, and can no longer be changed or retired again', async () => {
    const [unit] = (await list('kind=PowerUnit&query=104')).items;
    if (!unit) throw new Error('seeded tractor 104');
    const retired = await json<EquipmentUnit>(
      await send('POST', `/api/v2/equipment/${unit.id}/retire`, admin),
    );
    expect(retired.status).toBe('Retired');
    expect(retired.retiredAt).not.toBeNull();
    expect((await list('kind=PowerUnit')).items.map((u) => u.unitNumber)).not.toContain('104');
    expect((await list('kind=PowerUnit&statuses=Retired')).items.map((u) => u.unitNumber)).toContain('104');
    const again = await json<{ message: string }>(
      await send('POST', `/api/v2/equipment/${unit.id}/retire`, admin),
      409,
    );
    expect(again.message).toBe(retiredUnitChangeMessage('PowerUnit', '104'));
    const change = await json<{ message: string }>(
      await send('PUT', `/api/v2/equipment/${unit.id}`, admin, { ...unit, make: 'Other' }),
      409,
    );
    expect(change.message).toBe(retiredUnitChangeMessage('PowerUnit', '104'));
  });

  it('refuses a retired unit on a load; a unit in the fleet, or a borrowed one, is assigned', async () => {
    const { rows } = await t.sandbox.services.db.query<{ id: string }>(
      `SELECT s.id FROM shipments s JOIN companies c ON c.id = s.company_id
        WHERE c.company_number = 'C-1001' AND s.status = $1 ORDER BY s.shipment_number LIMIT 1`,
      [ShipmentStatus.Booked],
    );
    const id = rows[0]?.id ?? '';
    const equipment = (tractorNumber: string, trailerNumber: string) => ({
      tractorNumber,
      trailerNumber,
      licensePlate: null,
      licensePlateState: null,
    });
    const trailer = await json<{ message: string }>(
      await send('PUT', `/api/v2/shipments/${id}/equipment`, dispatcher, equipment('101', '4820')),
      409,
    );
    expect(trailer.message).toBe(retiredUnitAssignMessage('Trailer', '4820'));
    const tractor = await json<{ message: string }>(
      await send('PUT', `/api/v2/shipments/${id}/equipment`, dispatcher, equipment('098', '5301')),
      409,
    );
    expect(tractor.message).toBe(retiredUnitAssignMessage('PowerUnit', '098'));
    await json(await send('PUT', `/api/v2/shipments/${id}/equipment`, dispatcher, equipment('101', '5301')));
    await json(
      await send('PUT', `/api/v2/shipments/${id}/equipment`, dispatcher, equipment('101', 'RENT-77')),
    );
  });
});
