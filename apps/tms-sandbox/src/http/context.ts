import type { CurrentUser } from '@freightkit/domain';
import type { Context } from 'hono';
import type { SandboxConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { TokenService } from './tokens.ts';

/**
 * The signed-in caller of an authenticated request, loaded from the database on every request.
 * It is a domain `CurrentUser`, so the server enforces domain's visibility rules as the portal shows them.
 */
export interface Caller extends CurrentUser {
  readonly userId: string;
  readonly contactId: string;
  readonly companyId: string;
  readonly companyType: 'Carrier' | 'Broker' | 'FactoringCompany';
}

/** What request handlers get besides the request: database, config, tokens, logger. */
export interface Services {
  readonly db: Database;
  readonly config: SandboxConfig;
  readonly tokens: TokenService;
  /** Writes one line to the sandbox's log (stdout in `main.ts`, silent in tests). */
  readonly log: (line: string) => void;
}

/** Hono environment of the sandbox app. */
export interface AppEnv {
  Variables: { services: Services };
}

/** A request context of the sandbox app. */
export type AppContext = Context<AppEnv>;
