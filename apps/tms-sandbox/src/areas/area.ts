import type { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import type { AppEnv } from '../http/context.ts';

/** Ids the seed hands from one area to the next (companies, users, shipments by seed key). */
export interface SeedIds {
  readonly companies: Map<string, string>;
  readonly users: Map<string, string>;
  readonly shipments: Map<string, string>;
}

/** What an area's seed gets. */
export interface SeedContext {
  readonly db: Database;
  readonly ids: SeedIds;
  /** Dev mail sent while seeding (the activation invite) goes through this. */
  readonly log: (line: string) => void;
}

/**
 * One area of the sandbox (`src/areas/<name>/`): its SQL migrations, its seed and its routes.
 * A new slice adds a folder and one entry in `areas/index.ts`.
 */
export interface Area {
  /** Folder name and migration-id prefix. */
  readonly name: string;
  /** Folder of the area's `NNN_name.sql` migrations. */
  readonly migrations: URL;
  /** Inserts the area's demo data; runs once on a fresh or reset database, in area order. */
  readonly seed?: (context: SeedContext) => Promise<void>;
  /** Mounts the area's contract routes. */
  readonly routes?: (app: Hono<AppEnv>) => void;
}

/** Looks a seeded id up by key, failing loudly when an earlier area did not seed it. */
export function seededId(map: ReadonlyMap<string, string>, key: string): string {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Seed id "${key}" is missing; check the area order.`);
  return id;
}
