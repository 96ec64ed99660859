import { serve } from '@hono/node-server';
import { createSandbox } from './app.ts';
import { addVolumeShipments } from './areas/shipments/volume.ts';
import { parseConfig } from './config.ts';

/**
 * Command line of the sandbox:
 * `tsx apps/tms-sandbox/src/main.ts [--port 4310] [--data-dir <dir> | --database-url <postgres url>] [--reset]
 * [--portal-dir <dir>] [--environment local] [--token-ttl <seconds>] [--no-listen] [--volume-shipments <count>]`.
 * Prints `FreightKit sandbox listening on http://localhost:<port>` when ready.
 */
async function main(): Promise<void> {
  const config = parseConfig(process.argv.slice(2));
  const sandbox = await createSandbox(config);
  if (config.volumeShipments > 0) {
    const added = await addVolumeShipments(sandbox.services.db, 'Swiftline Carriers', config.volumeShipments);
    console.log(
      `Swiftline Carriers holds ${config.volumeShipments.toLocaleString('en-US')} shipments (${added.toLocaleString('en-US')} added).`,
    );
  }
  if (!config.listen) {
    await sandbox.close();
    return;
  }
  const server = serve({ fetch: sandbox.app.fetch, port: config.port }, (info) => {
    console.log(`FreightKit sandbox listening on http://localhost:${info.port}`);
  });
  const stop = () => {
    server.close();
    void sandbox.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
