#!/usr/bin/env node
// `pnpm start`: build the portal, start the sandbox (seeded database, persistent across restarts)
// serving the API and the portal from one origin, then print the URL and the demo sign-ins.
import { spawnSync } from 'node:child_process';
import { run } from './processes.mjs';

const port = process.env.PORT ?? '4310';
const reset = process.argv.includes('--reset') ? ['--reset'] : [];

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
