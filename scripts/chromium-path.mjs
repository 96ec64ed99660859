// Where the tests find Chromium, in plain JavaScript so `pnpm test` can check it before anything else runs
// (scripts/test.mjs); scripts/chromium.ts re-exports it for the TypeScript configs.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

/** Debian's `chromium` package, overridable by CHROMIUM_PATH. FreightKit never downloads a browser. */
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** The Debian packages the browser tests need: the browser and the fonts the screenshots were taken with. */
export const chromiumPackages = ['chromium', 'fonts-dejavu-core', 'fonts-liberation'];

const executable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * Makes sure Chromium is there before a long run starts: as root with apt-get, installs it; otherwise
 * returns the exact command to run. Returns `null` when Chromium is ready.
 */
export function ensureChromium(log = console.log) {
  if (executable(chromiumPath)) return null;
  const install = `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${chromiumPackages.join(' ')}`;
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (process.env['CHROMIUM_PATH'] === undefined && asRoot && executable('/usr/bin/apt-get')) {
    log(`Chromium is missing at ${chromiumPath}; installing Debian's chromium: ${install}`);
    const result = spawnSync('sh', ['-c', install], { stdio: 'inherit' });
    if (result.status === 0 && executable(chromiumPath)) return null;
  }
  return [
    `Chromium was not found at ${chromiumPath}, and the browser tests and journeys need it.`,
    process.env['CHROMIUM_PATH'] === undefined
      ? `Install it with:\n\n  sudo sh -c '${install}'\n\nor set CHROMIUM_PATH to a Chromium executable.`
      : `CHROMIUM_PATH names no executable file: point it at a Chromium executable, or unset it to use /usr/bin/chromium.`,
  ].join('\n');
}
