import { describe, expect, it } from 'vitest';
import { isOnlineOnly, precacheFiles, type BuiltFile } from './precacheFiles.ts';

const chunk = (fileName: string, modules: Record<string, number>): BuiltFile => ({ fileName, modules });

const build: BuiltFile[] = [
  { fileName: 'index.html' },
  chunk('assets/index-Y31-GUJj.js', { '/src/main.tsx': 900, '/node_modules/react-dom/index.js': 130_000 }),
  chunk('assets/combinePages-B3Tcvmzp.js', { '/node_modules/pdf-lib/es/index.js': 420_000 }),
  chunk('assets/pdfEngine-CydmWMXn.js', {
    '/packages/ui/src/DocumentViewer/pdfEngine.ts': 3_000,
    '/node_modules/pdfjs-dist/build/pdf.mjs': 440_000,
  }),
  chunk('assets/NoteEditor-CH6ElJa5.js', {
    '/packages/ui/src/NoteEditor/NoteEditor.tsx': 20_000,
    '/node_modules/lexical/Lexical.prod.mjs': 180_000,
    '/node_modules/@lexical/rich-text/index.mjs': 100_000,
  }),
  chunk('assets/msalBrowser-CMOcLwkY.js', { '/node_modules/@azure/msal-browser/dist/index.mjs': 272_000 }),
  // A shared chunk that merely touches a heavy package stays.
  chunk('assets/Box-Cot6FyTx.js', {
    '/packages/ui/src/Box/Box.tsx': 30_000,
    '/node_modules/d3-geo/src/a.js': 1_000,
  }),
  { fileName: 'assets/pdf.worker.min-CIqJB0yW.mjs' },
  { fileName: 'assets/tiff.worker-7Os2zcFv.js' },
  { fileName: 'assets/legibility.worker-AbCd1234.js' },
  { fileName: 'assets/dejavu-mono-latin-400-normal-BL9OpVg8.woff' },
  { fileName: 'assets/dejavu-mono-latin-400-normal-Cx-1_abc.woff2' },
  { fileName: 'assets/inter-latin-wght-400-700-D4f_9xYz.woff2' },
  { fileName: 'assets/only-woff-font-AAAAAAAA.woff' },
  { fileName: 'assets/index-Y31-GUJj.js.map' },
];

describe('precacheFiles', () => {
  it('keeps what capture needs offline and leaves the online-only screens to first use', () => {
    expect(precacheFiles(build, ['favicon.svg', 'strict-csp.mjs'])).toEqual([
      '/assets/Box-Cot6FyTx.js',
      '/assets/combinePages-B3Tcvmzp.js',
      '/assets/dejavu-mono-latin-400-normal-Cx-1_abc.woff2',
      '/assets/index-Y31-GUJj.js',
      '/assets/inter-latin-wght-400-700-D4f_9xYz.woff2',
      '/assets/legibility.worker-AbCd1234.js',
      '/assets/only-woff-font-AAAAAAAA.woff',
      '/favicon.svg',
      '/strict-csp.mjs',
    ]);
  });

  it('weighs a chunk by its bytes, not by how many modules it holds', () => {
    const names = new Set<string>();
    expect(
      isOnlineOnly(chunk('a.js', { '/src/ours.ts': 10, '/node_modules/pdfjs-dist/x.mjs': 11 }), names),
    ).toBe(true);
    expect(
      isOnlineOnly(chunk('b.js', { '/src/ours.ts': 11, '/node_modules/pdfjs-dist/x.mjs': 10 }), names),
    ).toBe(false);
  });
});
