#!/usr/bin/env node
// `pnpm dev`: the sandbox with reload on change, and the portal's Vite dev server (hot reload),
// which proxies /api to the sandbox.
import { run } from './processes.mjs';

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
]);
run('[portal] ', 'pnpm', ['--filter', '@freightkit/portal', 'exec', 'vite', '--host', 'localhost']);
