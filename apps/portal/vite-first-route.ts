import type { Plugin } from 'vite';

/**
 * Groups of lazy route modules a full page load starts on, by the module's path in `src/`; the names are
 * what `public/first-route.mjs` asks for. `shell` is the signed-in layout every signed-in page renders in.
 * The shell's group has the first pages' areas' English texts (ADR 083), which its route loads beside its
 * code, and the dashboard's the score card's query, which its route's prefetch imports (ADR 064). Each
 * page's prefetch is a chunk of its own since ADR 066, listed in its page's group.
 */
const groups: Readonly<Record<string, readonly string[]>> = {
  login: ['src/areas/auth/LoginScreen.tsx'],
  // The prefetches and the remembered user's check come first: they hold the contract's schemas and zod,
  // which a signed-in load needs before its queries can start, and the sign-in page does not (ADR 066).
  shell: [
    'src/app/session/storedUserCheck.ts',
    'src/areas/shell/prefetch.ts',
    'src/areas/shell/ShellLayout.tsx',
    'src/app/areaMessages.ts',
  ],
  dashboard: [
    'src/areas/dashboard/prefetch.ts',
    'src/areas/dashboard/routes.tsx',
    'src/areas/dashboard/scoreCardQuery.ts',
  ],
  // A shipment's tab data starts from `tabQueries` (ADR 068), which the prefetch imports once it runs.
  shipments: [
    'src/areas/shipments/prefetch.ts',
    'src/areas/shipments/detail/tabQueries.ts',
    'src/areas/shipments/routes.tsx',
  ],
  // The list and a shipment's page are chunks of their own (ADR 076): the address picks one. A
  // shipment's tab is not here: the prefetch starts the landing tab's code once it knows the tab.
  shipmentList: ['src/areas/shipments/list/ShipmentListScreen.tsx'],
  shipmentPage: ['src/areas/shipments/detail/ShipmentDetailPage.tsx'],
};

/**
 * Fonts the first paint draws text in: Inter's variable Latin file, every weight in one (the body text,
 * labels, fields and the bold headings and figures; ADR 078): preloaded so it is not discovered only once
 * the CSS is parsed and text is laid out. It is `font-display: swap` (the kit's fonts.css), so text shows
 * in the fallback font until it arrives.
 */
const firstFonts = [/\/inter-latin-wght-400-700-[\w-]+\.woff2$/];

/** Output chunks and assets as the bundle hands them to `transformIndexHtml` (the fields read here). */
interface BundleChunk {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly facadeModuleId?: string | null;
  readonly moduleIds: readonly string[];
  readonly imports: readonly string[];
  readonly isEntry: boolean;
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> };
}

/**
 * Writes into `index.html`, as a JSON data block (not a script, so the strict CSP is untouched), the files
 * each group of first route modules needs beyond the entry's: the route's chunk, the chunks it imports
 * statically, their CSS; per group `first` (the named modules' own chunks) and `rest`. `public/first-route.mjs`
 * reads it on load and preloads the groups the address and the remembered session will render, every
 * group's `first` before any `rest` (ADR 071), so those files download beside the entry's instead of
 * after it has run (ADR 061). Without this the route's code is asked for only once the router starts.
 */
export function firstRoutePreloads(): Plugin {
  return {
    name: 'freightkit:first-route-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (bundle === undefined) return html;
        const chunks = Object.values(bundle).filter(
          (output) => output.type === 'chunk',
        ) as unknown as BundleChunk[];
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // The entry and everything it imports statically are in index.html already.
        const inEntry = new Set<string>();
        const closure = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) closure(imported, into);
        };
        for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, inEntry);
        const entryCss = new Set(
          [...inEntry].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]),
        );

        const files: Record<string, { first: string[]; rest: string[] }> = {};
        for (const [group, modulePaths] of Object.entries(groups)) {
          const needed = new Set<string>();
          const named: string[] = [];
          for (const modulePath of modulePaths) {
            // The module's own chunk, or the common chunk the bundler merged it into.
            const chunk =
              chunks.find((c) => c.facadeModuleId?.endsWith(modulePath) === true) ??
              chunks.find((c) => c.moduleIds.some((id) => id.endsWith(modulePath)));
            if (chunk === undefined) throw new Error(`first-route preloads: no chunk holds ${modulePath}`);
            named.push(chunk.fileName);
            closure(chunk.fileName, needed);
          }
          // The named modules' own chunks first (the prefetches start the API queries, the routes the
          // render), then what they import: `first-route.mjs` inserts the links a slice at a time.
          const first = [...new Set(named)].filter((file) => !inEntry.has(file)).map((file) => `/${file}`);
          const list: string[] = [];
          for (const file of needed) {
            if (inEntry.has(file)) continue;
            list.push(`/${file}`);
            for (const css of byFile.get(file)?.viteMetadata?.importedCss ?? [])
              if (!entryCss.has(css)) list.push(`/${css}`);
          }
          files[group] = { first, rest: [...new Set(list)].filter((file) => !first.includes(file)) };
        }
        const data = JSON.stringify(files).replaceAll('<', '\\u003c');
        const fonts = Object.keys(bundle).filter((file) => firstFonts.some((font) => font.test(`/${file}`)));
        return {
          html,
          tags: [
            ...fonts.map((file) => ({
              tag: 'link',
              attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
              injectTo: 'head' as const,
            })),
            {
              tag: 'script',
              attrs: { type: 'application/json', id: 'fk-first-route' },
              children: data,
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}
