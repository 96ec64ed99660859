/**
 * Which built files the service worker stores at install (ADR 039, amended 2026-11-27): what a
 * signed-in driver needs with no connection — the shell, every screen's code, both translations,
 * the outbox, the capture sheet with its legibility worker and pdf-lib — and not the heavy parts that
 * only work online: the document viewer (pdf.js and its worker, the TIFF worker), the note editor
 * (Lexical), the identity provider's sign-in (MSAL), the load board's map, and `.woff` fonts whose
 * `.woff2` twin every browser that runs service workers takes instead. Those are stored the first
 * time they are fetched online, so a viewer once opened opens again offline.
 */

/** A built file as the bundle describes it. */
export interface BuiltFile {
  /** Path in the build, e.g. `assets/index-Y31-GUJj.js`. */
  readonly fileName: string;
  /** The source modules a JavaScript chunk holds, each with its size in the chunk (none for assets). */
  readonly modules?: Readonly<Record<string, number>>;
}

/** Packages whose chunks serve online-only screens. */
const onlinePackages = ['/pdfjs-dist/', '/lexical/', '/@lexical/', '/@azure/msal-', '/utif/', '/d3-geo/'];

/** Assets of online-only screens, by the name Vite gives them. */
const onlineAssets = [/(^|\/)pdf\.worker[.-]/, /(^|\/)tiff\.worker-/];

/** Whether a built file is left to be cached on first use rather than at install. */
export function isOnlineOnly(file: BuiltFile, allFileNames: ReadonlySet<string>): boolean {
  const name = file.fileName;
  if (name.endsWith('.map')) return true;
  if (onlineAssets.some((pattern) => pattern.test(name))) return true;
  if (name.endsWith('.woff')) {
    // `dejavu-mono-latin-400-normal-<hash>.woff` has a `.woff2` twin with another hash (Inter ships
    // only its `.woff2`, ADR 078).
    const stem = name.replace(/-[\w-]{8}\.woff$/, '');
    return [...allFileNames].some((other) => other.endsWith('.woff2') && other.startsWith(stem + '-'));
  }
  // A chunk is online-only when most of its bytes come from those packages (a shared chunk that
  // merely touches one is kept).
  let online = 0;
  let total = 0;
  for (const [id, size] of Object.entries(file.modules ?? {})) {
    total += size;
    if (onlinePackages.some((pkg) => id.includes(pkg))) online += size;
  }
  return total > 0 && online * 2 > total;
}

/** The files to precache, as absolute paths, sorted (the service worker's install list). */
export function precacheFiles(files: readonly BuiltFile[], publicFiles: readonly string[]): string[] {
  const names = new Set(files.map((file) => file.fileName));
  return [
    ...files
      .filter((file) => file.fileName !== 'index.html' && !isOnlineOnly(file, names))
      .map((f) => f.fileName),
    ...publicFiles,
  ]
    .map((name) => `/${name}`)
    .sort();
}
