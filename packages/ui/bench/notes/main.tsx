/**
 * Bench page: renders one note of 200,000 characters through the kit's SafeHtml in a 600 px column, three ways,
 * and answers how long the render plus the layout it forces took. `window.__renderNote(kind)` runs one.
 */
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { SafeHtml } from '../../src/SafeHtml/SafeHtml.tsx';
import { UiProvider } from '../../src/UiProvider/UiProvider.tsx';
import { carrierTheme } from '../../src/themes/carrier.css.ts';

const length = 200_000;
const word = 'x'.repeat(length);
const words = 'carrier trailer pickup delivery appointment detention lumper invoice seal reefer '
  .repeat(Math.ceil(length / 81))
  .slice(0, length);

/** What each kind renders: the kit's note view of one giant word or of ordinary words, and the same giant
 * word laid out as the portal did before (whole, with overflow-wrap: anywhere), for comparison. */
const kinds = {
  giantWord: () => <SafeHtml html={`<p>${word}</p>`} />,
  ordinaryWords: () => <SafeHtml html={`<p>${words}</p>`} />,
  giantWordUnbroken: () => <p style={{ overflowWrap: 'anywhere', margin: 0 }}>{word}</p>,
};

let root: Root | null = null;
const host = document.getElementById('root');

(window as unknown as { __renderNote: (kind: keyof typeof kinds) => number }).__renderNote = (kind) => {
  root?.unmount();
  if (!host) return Number.NaN;
  root = createRoot(host);
  const Note = kinds[kind];
  const started = performance.now();
  flushSync(() => {
    root?.render(
      <UiProvider theme={carrierTheme}>
        <div style={{ width: 600 }}>
          <Note />
        </div>
      </UiProvider>,
    );
  });
  // Reading a size makes the browser lay the text out now, inside the measured time.
  const height = host.getBoundingClientRect().height;
  const elapsed = performance.now() - started;
  return height > 0 ? elapsed : Number.NaN;
};
