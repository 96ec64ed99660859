#!/usr/bin/env node
// `pnpm dev`: the sandbox with reload on change, and the portal's Vite dev server (hot reload),
// which proxies /api to the sandbox. `pnpm dev -- --database-url postgres://…` keeps the sandbox's data on
// a PostgreSQL server, as `pnpm start` does (ADR 055).
import { run } from './processes.mjs';

const databaseUrlAt = process.argv.indexOf('--database-url');
const databaseUrl = databaseUrlAt === -1 ? [] : ['--database-url', process.argv[databaseUrlAt + 1] ?? ''];

const sandboxPort = process.env.FK_SANDBOX_PORT ?? '4310';
process.env.FK_SANDBOX_URL = `http://localhost:${sandboxPort}`;

run('[sandbox]', 'pnpm', [
  '--filter',
  '@freightkit/tms-sandbox',
  'exec',
  'tsx',
  'watch',
  'src/main.ts',
  '--port',
  sandboxPort,
  '--environment',
  'local',
  ...databaseUrl,
]);
run('[portal] ', 'pnpm', ['--filter', '@freightkit/portal', 'exec', 'vite', '--host', 'localhost']);
