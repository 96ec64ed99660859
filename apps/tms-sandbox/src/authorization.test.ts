import { allEndpoints, buildPath, type Endpoint } from '@freightkit/api';
import {
  accessorialTypes,
  accessorialTypesFor,
  can,
  canAssignDrivers,
  canEditEquipment,
  canQuickCloseShipment,
  canReportShipmentProblem,
  canRescindShipmentBooking,
  defaultDockSchedule,
  isDriverOnly,
  ShipmentStatus,
  shipmentStatuses,
  statusChangeRefusal,
  type CurrentUser,
} from '@freightkit/domain';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personas, type PersonaKey } from './personas.ts';
import { createTestSandbox } from './testing.ts';

/**
 * Function-level authorisation (ADR 016), table-driven: the sandbox must answer what the domain says.
 * Every write call of the contract is iterated, so a new one is covered without touching this file.
 */

type TestSandbox = Awaited<ReturnType<typeof createTestSandbox>>;
let t: TestSandbox;

/** Personas who can sign in: all but the Do Not Use carrier's user and the not-yet-activated invitee. */
const signingIn = personas.filter((p) => p.password !== null && p.key !== 'doNotUse');

interface SignedIn {
  readonly key: PersonaKey;
  readonly email: string;
  readonly user: CurrentUser;
  readonly headers: Record<string, string>;
}
const signedIn = new Map<PersonaKey, SignedIn>();

beforeAll(async () => {
  t = await createTestSandbox();
  for (const p of signingIn) {
    const { user, headers } = await t.signIn(p.email);
    signedIn.set(p.key, { key: p.key, email: p.email, user: user as unknown as CurrentUser, headers });
  }
}, 180_000);

afterAll(async () => {
  await t.sandbox.close();
});

const who = (key: PersonaKey): SignedIn => {
  const found = signedIn.get(key);
  if (!found) throw new Error(`${key} did not sign in`);
  return found;
};

/** Runs one request and rolls back whatever it changed, so every row of a table starts from the seed. */
async function isolated(run: () => Response | Promise<Response>): Promise<Response> {
  return t.sandbox.services.db.pinned('rollback', async () => run());
}

const call = (endpoint: Endpoint, as: SignedIn, params: Record<string, string>, body?: unknown) =>
  isolated(() =>
    t.app.request(`/${buildPath(endpoint.path, params)}`, {
      method: endpoint.method,
      headers: { 'Content-Type': 'application/json', ...as.headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );

const someId = '00000000-0000-4000-8000-000000000000';
const placeholders = (path: string) =>
  Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name ?? '', someId]));

const writes = allEndpoints.filter((e) => e.method !== 'GET' && e.access === 'authenticated');

describe('every persona × every write call: 403 exactly where the domain says no', () => {
  it('covers write calls and personas', () => {
    expect(writes.length).toBeGreaterThan(10);
    expect(signingIn.map((p) => p.key)).toEqual(
      expect.arrayContaining(['carrierAdmin', 'dispatcher', 'driver', 'factoring', 'broker']),
    );
  });

  const rows = signingIn.flatMap((p) => writes.map((endpoint) => [p.key, endpoint.name, endpoint] as const));
  it.each(rows)('%s → %s', async (key, _name, endpoint) => {
    if (endpoint.access !== 'authenticated') return;
    const as = who(key);
    const allowed = can(as.user, endpoint.capability);
    // Placeholder ids and an empty body: an allowed caller gets past the capability and is then
    // refused for the input (400) or the missing entity (404), never 403.
    const response = await call(endpoint, as, placeholders(endpoint.path), {});
    if (allowed) {
      expect(response.status, `${key} may ${endpoint.name}`).not.toBe(403);
    } else {
      expect(response.status, `${key} may not ${endpoint.name}`).toBe(403);
      const body = (await response.json()) as { message?: string };
      expect(body.message).toMatch(/^[A-Z].+\.$/);
    }
  });
});

const S = ShipmentStatus;
const byName = (name: string): Endpoint => {
  const found = allEndpoints.find((e) => e.name === name);
  if (!found) throw new Error(`No endpoint ${name}`);
  return found;
};

/** One seeded shipment per status the persona may see, and a driver of its company (assigned first). */
async function loadsOf(as: SignedIn) {
  const { rows } = await t.sandbox.services.db.query<{
    id: string;
    status: number;
    driver_id: string | null;
    assigned: boolean;
  }>(
    `SELECT DISTINCT ON (s.status) s.id, s.status,
            coalesce((SELECT sd.driver_id FROM shipment_drivers sd WHERE sd.shipment_id = s.id LIMIT 1),
                     (SELECT d.id FROM drivers d WHERE d.company_id = s.company_id ORDER BY d.id LIMIT 1)) AS driver_id,
            EXISTS (SELECT 1 FROM shipment_drivers sd WHERE sd.shipment_id = s.id) AS assigned
       FROM shipments s JOIN contacts k ON k.company_id = s.company_id JOIN users u ON u.contact_id = k.id
      WHERE lower(u.user_name) = lower($1)
        AND (NOT $2 OR EXISTS (SELECT 1 FROM shipment_drivers sd JOIN drivers d ON d.id = sd.driver_id
                                WHERE sd.shipment_id = s.id AND d.user_id = u.id))
      ORDER BY s.status, s.shipment_number`,
    [as.email, isDriverOnly(as.user)],
  );
  return rows;
}

/** Who may do what to one load, by the entity-level domain rules. */
const entityActions = [
  ...shipmentStatuses.entries.map(({ value: to }) => ({
    name: `status → ${shipmentStatuses.label(to) ?? String(to)}`,
    endpoint: 'shipments.updateStatus',
    body: () => ({ status: to }),
    refusal: (user: CurrentUser, status: number) => statusChangeRefusal(user, { status }, to),
  })),
  {
    name: 'quick closure',
    endpoint: 'shipments.quickClosure',
    body: () => undefined,
    refusal: (user: CurrentUser, status: number) =>
      canQuickCloseShipment(user, { status })
        ? null
        : can(user, 'shipments.manage')
          ? 'status'
          : 'capability',
  },
  {
    name: 'rescind booking',
    endpoint: 'shipments.rescindBooking',
    body: () => ({}),
    refusal: (user: CurrentUser, status: number) =>
      canRescindShipmentBooking(user, { status })
        ? null
        : can(user, 'shipments.manage')
          ? 'status'
          : 'capability',
  },
  {
    name: 'assign driver',
    endpoint: 'shipments.assignDriver',
    body: (driverId: string) => ({ driverId }),
    refusal: (user: CurrentUser, status: number) =>
      canAssignDrivers(user, { status }) ? null : can(user, 'shipments.manage') ? 'status' : 'capability',
  },
  {
    name: 'remove driver',
    endpoint: 'shipments.removeDriver',
    body: () => undefined,
    refusal: (user: CurrentUser, status: number) =>
      canAssignDrivers(user, { status }) ? null : can(user, 'shipments.manage') ? 'status' : 'capability',
  },
  {
    name: 'save equipment',
    endpoint: 'shipments.saveEquipment',
    body: () => ({
      tractorNumber: 'T-1',
      trailerNumber: 'TR-1',
      licensePlate: 'ABC123',
      licensePlateState: 'IL',
    }),
    refusal: (user: CurrentUser, status: number) =>
      canEditEquipment(user, { status }) ? null : can(user, 'shipments.manage') ? 'status' : 'capability',
  },
  {
    name: 'report problem',
    endpoint: 'shipments.reportProblem',
    body: () => ({ type: 'Delay', description: 'Stuck at the dock.' }),
    refusal: (user: CurrentUser, status: number) =>
      canReportShipmentProblem(user, { status })
        ? null
        : can(user, 'shipments.track')
          ? 'status'
          : 'capability',
  },
] as const;

describe('every persona × every seeded status × every shipment action: the entity rules hold', () => {
  const personasWithLoads: readonly PersonaKey[] = [
    'carrierAdmin',
    'dispatcher',
    'driver',
    'otherCarrierAdmin',
  ];

  it.each(
    personasWithLoads.flatMap((key) => entityActions.map((action) => [key, action.name, action] as const)),
  )('%s: %s', async (key, _name, action) => {
    const as = who(key);
    const loads = await loadsOf(as);
    expect(loads.length, `${key} sees seeded loads`).toBeGreaterThan(0);
    const endpoint = byName(action.endpoint);
    for (const load of loads) {
      const refusal = action.refusal(as.user, load.status);
      const params = { id: load.id, driverId: load.driver_id ?? someId };
      const response = await call(endpoint, as, params, action.body(load.driver_id ?? someId));
      const label = `${key} ${action.name} on a ${shipmentStatuses.label(load.status) ?? String(load.status)} load`;
      if (refusal === null) {
        // Removing from a load without drivers finds no driver to remove: allowed, and 404.
        const nothingToRemove = action.endpoint === 'shipments.removeDriver' && !load.assigned;
        expect(nothingToRemove ? [404] : [200, 201], `${label}: allowed`).toContain(response.status);
      } else if (refusal === 'capability') {
        expect(response.status, `${label}: not theirs to do`).toBe(403);
      } else {
        expect(response.status, `${label}: not in this status`).toBe(400);
      }
    }
  });

  it('the review’s cases: a driver-only user cannot change drivers, nobody voids a moving load', async () => {
    const driver = who('driver');
    const dispatcher = who('dispatcher');
    const moving = (await loadsOf(dispatcher)).find((l) => l.status === S.InTransit);
    const driven = (await loadsOf(driver))[0];
    if (!moving || !driven) throw new Error('the seed has an in-transit load and a load the driver drives');
    const assign = await call(
      byName('shipments.assignDriver'),
      driver,
      { id: driven.id },
      {
        driverId: driven.driver_id,
      },
    );
    expect(assign.status).toBe(403);
    const remove = await call(byName('shipments.removeDriver'), driver, {
      id: driven.id,
      driverId: driven.driver_id ?? someId,
    });
    expect(remove.status).toBe(403);
    const voided = await call(
      byName('shipments.updateStatus'),
      dispatcher,
      { id: moving.id },
      { status: S.Voided },
    );
    expect(voided.status).toBe(400);
    expect(((await voided.json()) as { modelState: Record<string, string[]> }).modelState).toEqual({
      status: [
        'A shipment that is In Transit cannot be voided: only a load that has not been dispatched can.',
      ],
    });
  });
});

describe('every persona × every load-board call: the board is for non-broker carriers only', () => {
  const reads = allEndpoints.filter((e) => e.name.startsWith('loadBoard.'));
  const queries: Readonly<Record<string, string>> = {
    'loadBoard.quotableLocations': '?q=Chicago',
    'loadBoard.availableShipments': '',
    'loadBoard.availableShipment': '',
    'loadBoard.reloadOrigin': '',
  };

  it('covers the board calls, and a broker is among the personas refused', () => {
    expect(reads.map((e) => e.name).sort()).toEqual(Object.keys(queries).sort());
    expect(can(who('broker').user, 'loadBoard.view')).toBe(false);
    expect(can(who('dispatcher').user, 'loadBoard.view')).toBe(true);
  });

  const rows = signingIn.flatMap((p) => reads.map((endpoint) => [p.key, endpoint.name, endpoint] as const));
  it.each(rows)('%s → %s', async (key, name, endpoint) => {
    if (endpoint.access !== 'authenticated') return;
    const as = who(key);
    const response = await t.app.request(
      `/${buildPath(endpoint.path, { shipmentNumber: '700001' })}${queries[name] ?? ''}`,
      { headers: as.headers },
    );
    if (can(as.user, endpoint.capability)) {
      expect(response.status, `${key} may ${name}`).toBe(200);
    } else {
      expect(response.status, `${key} may not ${name}`).toBe(403);
      expect(((await response.json()) as { message?: string }).message).toBe(
        'Your account does not give access to the load board.',
      );
    }
  });
});

describe('every persona × every seeded status × every kind of accessorial request (ADR 032)', () => {
  const raisers: readonly PersonaKey[] = [
    'carrierAdmin',
    'dispatcher',
    'driver',
    'otherCarrierAdmin',
    'factoring',
  ];

  it.each(raisers)('%s', async (key) => {
    const as = who(key);
    const endpoint = byName('cases.create');
    // A persona without loads of its own (factoring) tries the dispatcher's loads: 403 before any lookup.
    const loads = await loadsOf(can(as.user, 'cases.raise') ? as : who('dispatcher'));
    expect(loads.length, `${key} has seeded loads to try`).toBeGreaterThan(0);
    for (const load of loads) {
      const { rows } = await t.sandbox.services.db.query<{ shipment_number: string }>(
        'SELECT shipment_number FROM shipments WHERE id = $1',
        [load.id],
      );
      for (const type of accessorialTypes) {
        const response = await call(
          endpoint,
          as,
          {},
          { shipmentNumber: rows[0]?.shipment_number, type, amount: 120, description: 'Waited at the dock.' },
        );
        const label = `${key} raises ${type} on a ${shipmentStatuses.label(load.status) ?? String(load.status)} load`;
        if (!can(as.user, 'cases.raise')) expect(response.status, label).toBe(403);
        else if (accessorialTypesFor(load.status).includes(type)) expect(response.status, label).toBe(201);
        else expect(response.status, label).toBe(400);
      }
    }
  });
});

describe('every persona × the contact reads: carrier or factoring users only, each their own company', () => {
  it.each(signingIn.map((p) => [p.key] as const))('%s → contacts.list', async (key) => {
    const as = who(key);
    const response = await t.app.request('/api/v2/contacts', { headers: as.headers });
    if (can(as.user, 'contacts.view')) {
      expect(response.status, `${key} may list contacts`).toBe(200);
      const page = (await response.json()) as { items: { companyId: string }[] };
      expect(page.items.every((c) => c.companyId === as.user.companyId)).toBe(true);
    } else {
      expect(response.status, `${key} may not list contacts`).toBe(403);
    }
  });
});

describe('every persona × the equipment calls: carrier and driver users read, the office changes (ADR 038)', () => {
  const reads = allEndpoints.filter((e) => e.name.startsWith('equipment.') && e.method === 'GET');
  const writes = allEndpoints.filter((e) => e.name.startsWith('equipment.') && e.method !== 'GET');

  it('covers the equipment calls', () => {
    expect(reads.map((e) => e.name).sort()).toEqual(['equipment.byId', 'equipment.counts', 'equipment.list']);
    expect(writes.map((e) => e.name).sort()).toEqual([
      'equipment.create',
      'equipment.retire',
      'equipment.update',
    ]);
  });

  /** A Swiftline unit and an Iron Horse unit, by id. */
  const unitOf = async (companyNumber: string) => {
    const { rows } = await t.sandbox.services.db.query<{ id: string }>(
      `SELECT u.id FROM equipment_units u JOIN companies c ON c.id = u.company_id
        WHERE c.company_number = $1 AND u.kind = 'Trailer' AND u.status = 'Active' ORDER BY u.unit_number LIMIT 1`,
      [companyNumber],
    );
    return rows[0]?.id ?? '';
  };
  const body = (unitNumber: string) => ({
    kind: 'Trailer',
    unitNumber,
    type: 'Van',
    lengthFeet: 53,
    isReefer: false,
    plateNumber: 'TR 1',
    plateRegion: 'IL',
    vin: null,
    year: null,
    make: null,
    status: 'Active',
  });

  it.each(signingIn.map((p) => [p.key] as const))('%s', async (key) => {
    const as = who(key);
    const mine = await unitOf(as.user.companyId === (await companyId('C-1002')) ? 'C-1002' : 'C-1001');
    const theirs = await unitOf(as.user.companyId === (await companyId('C-1002')) ? 'C-1001' : 'C-1002');
    const view = can(as.user, 'equipment.view');
    const manage = can(as.user, 'equipment.manage');
    const read = await t.app.request('/api/v2/equipment?kind=Trailer', { headers: as.headers });
    expect(read.status, `${key} lists units`).toBe(view ? 200 : 403);
    const other = await t.app.request(`/api/v2/equipment/${theirs}`, { headers: as.headers });
    expect(other.status, `${key} reads another company's unit`).toBe(view ? 404 : 403);
    const create = await call(byName('equipment.create'), as, {}, body('AUTH-1'));
    expect(create.status, `${key} adds a unit`).toBe(manage ? 201 : 403);
    const update = await call(byName('equipment.update'), as, { id: mine }, body('AUTH-2'));
    // A company without units of its own (a broker, a factoring company) finds none to change: 404.
    expect([manage ? 200 : 403, ...(manage ? [404] : [])], `${key} changes a unit`).toContain(update.status);
    const retireOther = await call(byName('equipment.retire'), as, { id: theirs });
    expect(retireOther.status, `${key} retires another company's unit`).toBe(manage ? 404 : 403);
  });

  const companyId = async (companyNumber: string) => {
    const { rows } = await t.sandbox.services.db.query<{ id: string }>(
      'SELECT id FROM companies WHERE company_number = $1',
      [companyNumber],
    );
    return rows[0]?.id ?? '';
  };
});

describe('every persona × every payment call: remittances by capability, then by company', () => {
  const reads = allEndpoints.filter((e) => e.name.startsWith('payments.'));
  /** Who may see check 400118 (Swiftline paid itself) and check 500214 (Northwind paid for Swiftline). */
  const sees: Readonly<Record<string, readonly string[]>> = {
    '400118': ['swiftline'],
    '500214': ['swiftline', 'northwind'],
  };

  it('covers the payment calls', () => {
    expect(reads.map((e) => e.name).sort()).toEqual(['payments.byCheckNumber', 'payments.list']);
  });

  const rows = signingIn.flatMap((p) =>
    reads.flatMap((endpoint) =>
      (endpoint.name === 'payments.list' ? [''] : Object.keys(sees)).map(
        (check) => [p.key, endpoint.name, check, endpoint, p.company] as const,
      ),
    ),
  );
  it.each(rows)('%s → %s %s', async (key, name, check, endpoint, company) => {
    if (endpoint.access !== 'authenticated') return;
    const as = who(key);
    const response = await t.app.request(`/${buildPath(endpoint.path, { checkNumber: check })}`, {
      headers: as.headers,
    });
    if (!can(as.user, endpoint.capability)) {
      expect(response.status, `${key} may not ${name}`).toBe(403);
      expect(((await response.json()) as { message?: string }).message).toBe(
        'Your account does not give access to payment remittances.',
      );
    } else if (check === '' || sees[check]?.includes(company) === true) {
      expect(response.status, `${key} sees ${name} ${check}`).toBe(200);
    } else {
      // Another company's payment is not revealed: the same 404 as an unknown check number.
      expect(response.status, `${key} does not see ${check}`).toBe(404);
    }
  });
});

describe('orders: every persona × every order write with a real body (ADR 035)', () => {
  /** Swiftline's company: a carrier a broker can ask for rates and tender to. */
  const swiftlineId = () => who('dispatcher').user.companyId;
  const orderBody = {
    orderType: 'SalesOrder',
    customerName: 'Authorisation Foods',
    equipmentMode: 0,
    shippingMode: 0,
    stops: [
      {
        stopType: 'Shipping',
        locationNumber: 'L-1001',
        earlyDateTime: '2026-12-10T14:00:00.000Z',
        lateDateTime: '2026-12-10T22:00:00.000Z',
      },
      {
        stopType: 'Receiving',
        locationNumber: 'L-1004',
        earlyDateTime: '2026-12-11T14:00:00.000Z',
        lateDateTime: '2026-12-11T22:00:00.000Z',
      },
    ],
  };
  const orderWrites = [
    ['orders.create', {}, orderBody, 201],
    ['orders.update', { orderNumber: '500101' }, orderBody, 200],
    ['orders.createShipment', { orderNumber: '500103' }, {}, 201],
    ['orders.duplicate', { orderNumber: '500101' }, { copies: 1 }, 201],
    // Rates asked of Swiftline (ADR 043); an Open order cannot be tendered, so a permitted caller reaches the 409.
    ['orders.requestRates', { orderNumber: '500101' }, () => ({ carrierIds: [swiftlineId()] }), 201],
    ['orders.tender', { orderNumber: '500101' }, () => ({ carrierId: swiftlineId(), rate: 1500 }), 409],
  ] as const;

  it('covers every order write', () => {
    expect(writes.filter((e) => e.name.startsWith('orders.')).map((e) => e.name)).toEqual(
      expect.arrayContaining(orderWrites.map(([name]) => name)),
    );
    expect(writes.filter((e) => e.name.startsWith('orders.'))).toHaveLength(orderWrites.length);
  });

  it.each(signingIn.flatMap((p) => orderWrites.map((w) => [p.key, ...w] as const)))(
    '%s → %s',
    async (key, name, params, body, status) => {
      const as = who(key);
      const endpoint = byName(name);
      const response = await call(endpoint, as, params, typeof body === 'function' ? body() : body);
      if (endpoint.access === 'authenticated' && can(as.user, endpoint.capability))
        expect(response.status, `${key} may ${name}`).toBe(status);
      else expect(response.status, `${key} may not ${name}`).toBe(403);
    },
  );
});

describe('locations: every persona × every location write with a real body (ADR 051)', () => {
  const locationBody = {
    name: 'Authorisation Yard',
    addressLine1: '1 Test Way',
    city: 'Chicago',
    province: 'IL',
    postalCode: '60607',
    country: 'US',
  };
  const scheduleBody = { name: 'Dock A', ...defaultDockSchedule() };
  /** The Chicago DC's first seeded dock schedule. */
  const scheduleId = async () => {
    const { rows } = await t.sandbox.services.db.query<{ id: string }>(
      `SELECT s.id FROM dock_schedules s JOIN locations l ON l.id = s.location_id
        WHERE l.location_number = 'L-1001' ORDER BY s.created_at, s.name LIMIT 1`,
    );
    return rows[0]?.id ?? someId;
  };
  const locationWrites = [
    ['locations.create', () => Promise.resolve({}), locationBody, 201],
    ['locations.update', () => Promise.resolve({ locationNumber: 'L-1002' }), locationBody, 200],
    ['locations.createDockSchedule', () => Promise.resolve({ locationNumber: 'L-1002' }), scheduleBody, 201],
    [
      'locations.updateDockSchedule',
      async () => ({ locationNumber: 'L-1001', scheduleId: await scheduleId() }),
      scheduleBody,
      200,
    ],
    // A permitted caller reaches the rule: order 500101 stops at L-1001 and is not delivered (409).
    ['locations.remove', () => Promise.resolve({ locationNumber: 'L-1001' }), undefined, 409],
    [
      'locations.removeDockSchedule',
      async () => ({ locationNumber: 'L-1001', scheduleId: await scheduleId() }),
      undefined,
      200,
    ],
  ] as const;

  it('covers every location write', () => {
    expect(
      writes
        .filter((e) => e.name.startsWith('locations.'))
        .map((e) => e.name)
        .sort(),
    ).toEqual(locationWrites.map(([name]) => name).sort());
  });

  it.each(signingIn.flatMap((p) => locationWrites.map((w) => [p.key, ...w] as const)))(
    '%s → %s',
    async (key, name, params, body, status) => {
      const as = who(key);
      const endpoint = byName(name);
      const response = await call(endpoint, as, await params(), body);
      if (endpoint.access === 'authenticated' && can(as.user, endpoint.capability))
        expect(response.status, `${key} may ${name}`).toBe(status);
      else expect(response.status, `${key} may not ${name}`).toBe(403);
    },
  );
});

describe('planning orders: every persona × each write with a real body (ADR 052)', () => {
  // A permitted caller reaches each rule: 500103 is Planned, so it cannot join 500101 (409); 500101
  // ships TL, so it is not booked on an LTL quote (409); switching automatic tendering off is saved.
  const planningWrites = [
    ['orderPlanning.consolidate', { orderNumber: '500101' }, { orderNumbers: ['500103'] }, 409],
    ['orderPlanning.saveAutoTender', {}, { statuses: [{ status: 1, enabled: false }], carrierId: null }, 200],
    ['orderPlanning.bookLtl', { orderNumber: '500101' }, {}, 409],
  ] as const;

  it('covers every planning write', () => {
    expect(
      writes
        .filter((e) => e.name.startsWith('orderPlanning.'))
        .map((e) => e.name)
        .sort(),
    ).toEqual(planningWrites.map(([name]) => name).sort());
  });

  it.each(signingIn.flatMap((p) => planningWrites.map((w) => [p.key, ...w] as const)))(
    '%s → %s',
    async (key, name, params, body, status) => {
      const as = who(key);
      const endpoint = byName(name);
      const response = await call(endpoint, as, params, body);
      if (endpoint.access === 'authenticated' && can(as.user, endpoint.capability))
        expect(response.status, `${key} may ${name}`).toBe(status);
      else expect(response.status, `${key} may not ${name}`).toBe(403);
    },
  );
});

/** A plain 64×64 PNG, base64 (the smallest picture domain accepts). */
function smallPng(): string {
  const png = new PNG({ width: 64, height: 64 });
  png.data.fill(180);
  return PNG.sync.write(png).toString('base64');
}

describe('profile and tracking integration: every persona × each write with a real body (ADR 036)', () => {
  const profileWrites = [
    [
      'contacts.updateProfile',
      (as: SignedIn) => ({
        firstName: as.user.firstName,
        lastName: as.user.lastName,
        emailAddresses: as.user.emailAddresses,
        phoneNumbers: [],
      }),
    ],
    ['identity.renewSamsaraToken', () => ({ apiToken: 'samsara_api_Z8x7C6v5B4n3M2l1K0j9H8g7' })],
    // A real 64×64 PNG, so a permitted caller's picture is stored (ADR 050).
    ['contacts.updateProfilePicture', () => ({ name: 'me.png', data: smallPng() })],
    ['contacts.removeProfilePicture', () => undefined],
  ] as const;

  it.each(signingIn.flatMap((p) => profileWrites.map(([name, body]) => [p.key, name, body] as const)))(
    '%s → %s',
    async (key, name, body) => {
      const as = who(key);
      const endpoint = byName(name);
      const response = await call(endpoint, as, {}, body(as));
      if (endpoint.access === 'authenticated' && can(as.user, endpoint.capability))
        expect(response.status, `${key} may ${name}`).toBe(200);
      else expect(response.status, `${key} may not ${name}`).toBe(403);
    },
  );
});

describe('Available Trucks and saved lanes: every persona × each write with a real body (ADR 037)', () => {
  /** A quotable location of the seed (any city will do: the rules, not the place, are under test). */
  const anyPlace = async () => {
    const { rows } = await t.sandbox.services.db.query<{ id: number }>(
      `SELECT id FROM quotable_locations WHERE kind = 'district' AND city = 'Chicago' AND state = 'IL' LIMIT 1`,
    );
    return rows[0]?.id ?? 0;
  };
  const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const postingWrites = [
    [
      'trucks.create',
      (place: number) => ({ equipmentType: 1, emptyLocationId: place, emptyOn: tomorrow() }),
      201,
    ],
    ['lanes.create', (place: number) => ({ originLocationId: place, destinationLocationId: place }), 201],
  ] as const;

  it('covers the writes that create; changes and removals of a missing record are 404 in the table above', () => {
    const names = writes.filter((e) => /^(trucks|lanes)\./.test(e.name)).map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(postingWrites.map(([name]) => name)));
    expect(names).toHaveLength(6);
  });

  it.each(signingIn.flatMap((p) => postingWrites.map((w) => [p.key, ...w] as const)))(
    '%s → %s',
    async (key, name, body, status) => {
      const as = who(key);
      const endpoint = byName(name);
      const response = await call(endpoint, as, {}, body(await anyPlace()));
      if (endpoint.access === 'authenticated' && can(as.user, endpoint.capability))
        expect(response.status, `${key} may ${name}`).toBe(status);
      else expect(response.status, `${key} may not ${name}`).toBe(403);
    },
  );
});

describe('training videos: every persona × the catalog and a real progress save (ADR 049)', () => {
  it.each(signingIn.map((p) => [p.key] as const))('%s', async (key) => {
    const as = who(key);
    const allowed = can(as.user, 'videos.view');
    const list = await t.app.request('/api/v2/videos', { headers: as.headers });
    expect(list.status, `${key} lists the videos`).toBe(allowed ? 200 : 403);
    const save = await call(
      byName('videos.saveProgress'),
      as,
      { id: 'answering-a-tender' },
      { positionSeconds: 3, completed: false },
    );
    expect(save.status, `${key} saves progress`).toBe(allowed ? 200 : 403);
  });
});
