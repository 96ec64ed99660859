/** The password of every seeded demo user (hashed with scrypt in the database). */
export const demoPassword = 'Freight!2026';

/** A demo sign-in that `pnpm start` prints and the journeys use. */
export interface Persona {
  /** Stable key used by the seed and by tests. */
  readonly key: PersonaKey;
  /** E-mail address, also the user name. */
  readonly email: string;
  /** Password; `null` for the invited user who has to activate first. */
  readonly password: string | null;
  /** Who this is and what they should see. */
  readonly description: string;
}

/** Keys of the seeded personas. */
export type PersonaKey =
  | 'carrierAdmin'
  | 'dispatcher'
  | 'driver'
  | 'factoring'
  | 'broker'
  | 'doNotUse'
  | 'otherCarrierAdmin'
  | 'invited';

/** Every seeded persona (ARCHITECTURE.md "Personas the sandbox seeds"). */
export const personas: readonly Persona[] = [
  {
    key: 'carrierAdmin',
    email: 'admin@swiftline.test',
    password: demoPassword,
    description:
      'Carrier admin of Swiftline Carriers: Admin role, CarrierPortal, 3PL network, expired Samsara token.',
  },
  {
    key: 'dispatcher',
    email: 'dispatch@swiftline.test',
    password: demoPassword,
    description: 'Carrier dispatcher of Swiftline Carriers: CarrierPortal, no Admin role.',
  },
  {
    key: 'driver',
    email: 'driver@swiftline.test',
    password: demoPassword,
    description: 'Driver-only user of Swiftline Carriers: role Driver, DriverPortal; also has a driver link.',
  },
  {
    key: 'factoring',
    email: 'factoring@northwind.test',
    password: demoPassword,
    description: 'Factoring-company user of Northwind Factoring: FactoringCompanyPortal.',
  },
  {
    key: 'broker',
    email: 'broker@summitbrokerage.test',
    password: demoPassword,
    description:
      'Broker user of Summit Brokerage (isBroker): CarrierPortal, sees reference numbers in search.',
  },
  {
    key: 'doNotUse',
    email: 'dispatch@roadrunner.test',
    password: demoPassword,
    description: 'User of Roadrunner Haulage, a carrier marked "Do Not Use": sign-in is refused.',
  },
  {
    key: 'otherCarrierAdmin',
    email: 'admin@ironhorse.test',
    password: demoPassword,
    description: 'Admin of Iron Horse Freight, a second carrier whose data Swiftline must never see.',
  },
  {
    key: 'invited',
    email: 'invited@swiftline.test',
    password: null,
    description:
      'Invited Swiftline dispatcher, not activated yet: the activation mail is in the dev mailbox.',
  },
];

/** Looks a persona up by key. */
export function persona(key: PersonaKey): Persona {
  const found = personas.find((p) => p.key === key);
  if (!found) throw new Error(`Unknown persona ${key}`);
  return found;
}
