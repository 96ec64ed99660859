/**
 * Where the tests find Chromium and how they start it. FreightKit never downloads a browser:
 * it uses Debian's `chromium` package (see docs/adr/001-workspace.md), overridable by CHROMIUM_PATH.
 * The path is written once in chromium-path.mjs, which `pnpm test` also reads before its first step.
 */
export { chromiumPath } from './chromium-path.mjs';
/**
 * Flags for a headless Chromium on a closed network: without the networking flags Chromium
 * floods the machine with connection attempts to Google's hosts; without --no-sandbox it
 * refuses to start as root.
 */
export declare const chromiumArgs: string[];
