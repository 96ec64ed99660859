import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

/** Every dependency stays an import (the app bundles it once), including deep imports like `pdfjs-dist/build/…`. */
const externals = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})].filter(
  (name) => !name.startsWith('@fontsource/') && !name.startsWith('@fontsource-variable/'),
);
// An import with a query (pdf.js's worker `?url`) is a file to emit, not a module to share: see emitWorkerFiles().
const isExternal = (id: string) =>
  !id.includes('?') &&
  (id === 'react/jsx-runtime' || externals.some((name) => id === name || id.startsWith(`${name}/`)));

/**
 * Library mode extracts CSS to files but does not import them: this makes every chunk import the CSS
 * it needs, so `import { carrierTheme } from '@freightkit/ui/themes/carrier'` brings the theme's CSS
 * along (the package's `sideEffects` keeps those imports).
 */
function importExtractedCss(): Plugin {
  return {
    name: 'freightkit:import-extracted-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        if (css.length === 0) continue;
        const from = dirname(chunk.fileName);
        const imports = css.map((file) => {
          const path = relative(from, file);
          return `import '${path.startsWith('.') ? path : `./${path}`}';`;
        });
        chunk.code = imports.join('') + chunk.code;
      }
    },
  };
}

/**
 * Vite library mode inlines every asset as base64 whatever `assetsInlineLimit` says, which put the
 * font files inside the kit's CSS. Marking the font URLs of the @fontsource stylesheets and of the
 * kit's own `fonts.css` (Inter's variable file, ADR 078 and 081) `?no-inline` makes Vite emit them as files
 * next to the CSS instead (it strips the query from the emitted URL), so browsers fetch, preload and
 * cache each face on its own.
 */
function emitFontFiles(): Plugin {
  return {
    name: 'freightkit:emit-font-files',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/](@fontsource[\\/].+|src[\\/]fonts)\.css$/.test(id)) return null;
      return code.replace(/url\((['"]?)([^'")?]+\.woff2?)\1\)/g, 'url($1$2?no-inline$1)');
    },
    // The kit's own Inter file (ADR 081) is not a dependency's file any more, so its licence ships beside it.
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'assets/Inter-OFL.txt',
        source: readFileSync(new URL('./src/fonts/Inter-OFL.txt', import.meta.url)),
      });
    },
  };
}

/**
 * The kit imports pdf.js's worker with Vite's `?url`. Kept external, that import reached apps as
 * `pdfjs-dist/build/pdf.worker.min.mjs?url`, which Vite's dev-server dependency pre-bundling cannot load
 * (a sibling portal's dev server failed on it, ADR 046). Bundled instead, and marked `no-inline` (library
 * mode would inline its 1.3 MB as base64), the worker ships as a file of the kit that the chunk finds
 * with `new URL(…, import.meta.url)`, as the TIFF worker already does.
 */
function emitWorkerFiles(): Plugin {
  return {
    name: 'freightkit:emit-worker-files',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || !code.includes('?url')) return null;
      return code.replace(/(['"])([^'"\n]+\.m?js)\?url\1/g, '$1$2?url&no-inline$1');
    },
  };
}

/**
 * The library build of `@freightkit/ui`: ESM entry points for the kit, its contract, catalogs and each theme (the `testing` helpers stay workspace-only: they carry sample documents, which a published package must not), CSS extracted by
 * vanilla-extract into `dist/assets/*.css` (plus font files) and imported by the chunks that need it, dependencies external. Type declarations
 * are emitted by `tsc -p tsconfig.build.json` afterwards (see the `build` script).
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), emitFontFiles(), emitWorkerFiles(), importExtractedCss()],
  // Asset URLs relative to the file that names them (the CSS finds its fonts beside it), wherever
  // the app serves the package from.
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    cssCodeSplit: true,
    // Library mode ignores this and inlines every asset; fonts are emitted by emitFontFiles().
    assetsInlineLimit: 0,
    lib: {
      entry: {
        index: 'src/index.ts',
        vars: 'src/vars.ts',
        messages: 'src/messages.ts',
        translations: 'src/translations.ts',
        'translations/es-US': 'src/translations.es-US.ts',
        'translations/fr-CA': 'src/translations.fr-CA.ts',
        'themes/carrier': 'src/themes/carrier.css.ts',
        'themes/carrier-dark': 'src/themes/carrierDark.css.ts',
        'themes/broker': 'src/themes/broker.css.ts',
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        preserveModules: false,
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'assets/[name][extname]',
      },
    },
  },
});
