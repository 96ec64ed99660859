#!/usr/bin/env node
// `pnpm start`: build the portal, start the sandbox (seeded database, persistent across restarts)
// serving the API and the portal from one origin, then print the URL and the demo sign-ins.
// `pnpm start -- --oidc` also starts the local identity provider (ADR 028) on the next port and
// makes the portal sign in through it with MSAL's redirect flow, as a B2C deployment does.
// `pnpm start -- --volume-shipments 100000` gives the demo carrier that many shipments (ADR 054).
// `pnpm start -- --database-url postgres://user:password@host:5432/db` keeps the data on a PostgreSQL server
// instead of the embedded PGlite (ADR 055); `--reset` then drops that database's public schema and reseeds.
import { spawnSync } from 'node:child_process';
import { localRegistration, portalMsalConfig } from './identity-provider/provider.mjs';
import { run } from './processes.mjs';

const port = process.env.PORT ?? '4310';
const reset = process.argv.includes('--reset') ? ['--reset'] : [];
const oidc = process.argv.includes('--oidc');
const volumeAt = process.argv.indexOf('--volume-shipments');
const volume = volumeAt === -1 ? [] : ['--volume-shipments', process.argv[volumeAt + 1] ?? ''];
const databaseUrlAt = process.argv.indexOf('--database-url');
const databaseUrl = databaseUrlAt === -1 ? [] : ['--database-url', process.argv[databaseUrlAt + 1] ?? ''];
const providerPort = String(Number(port) + 2);
const providerOrigin = `https://localhost:${providerPort}`;
const providerCertDir = '.identity-provider';
const oidcOptions = oidc
  ? [
      '--oidc-issuer',
      providerOrigin,
      '--oidc-ca',
      `../../${providerCertDir}/cert.pem`,
      '--oidc-portal-msal',
      JSON.stringify(
        portalMsalConfig(providerOrigin, localRegistration.clientId, localRegistration.apiScope),
      ),
    ]
  : [];

console.log('Building the portal…');
const build = spawnSync('pnpm', ['--filter', '@freightkit/portal', 'build'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) process.exit(build.status ?? 1);

let announced = false;
run(
  '[sandbox]',
  'pnpm',
  [
    '--filter',
    '@freightkit/tms-sandbox',
    'exec',
    'tsx',
    'src/main.ts',
    '--port',
    port,
    '--portal-dir',
    '../portal/dist',
    '--environment',
    'local',
    ...reset,
    ...volume,
    ...databaseUrl,
    ...oidcOptions,
  ],
  {
    onLine(line) {
      if (announced || !line.includes('listening on')) return;
      announced = true;
      spawnSync(
        'pnpm',
        [
          '--filter',
          '@freightkit/tms-sandbox',
          'exec',
          'tsx',
          '../../scripts/print-sign-ins.ts',
          `http://localhost:${port}`,
        ],
        {
          stdio: 'inherit',
        },
      );
    },
  },
);

if (oidc) {
  run('[identity]', 'node', [
    'scripts/identity-provider.mjs',
    '--port',
    providerPort,
    '--sandbox',
    `http://localhost:${port}`,
    '--cert-dir',
    providerCertDir,
  ]);
  console.log(
    `Sign-in goes through the local identity provider at ${providerOrigin} (a self-signed certificate: let the browser accept it once).`,
  );
}
