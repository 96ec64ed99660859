/**
 * Bench page: the real NoteEditor (not the lazy wrapper) prefilled with a 5,000-word note.
 * `window.__benchReady` turns true once the editable region is on the page.
 */
import { createRoot } from 'react-dom/client';
import NoteEditorImpl from '../../src/NoteEditor/NoteEditor.tsx';
import { UiProvider } from '../../src/UiProvider/UiProvider.tsx';
import { carrierTheme } from '../../src/themes/carrier.css.ts';

const words = 'carrier trailer pickup delivery appointment detention lumper invoice seal reefer'.split(' ');
const paragraphs: string[] = [];
for (let p = 0; p < 250; p++) {
  paragraphs.push(
    `<p>${Array.from({ length: 20 }, (_, i) => words[(p * 20 + i) % words.length]).join(' ')}</p>`,
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <UiProvider theme={carrierTheme}>
      <NoteEditorImpl initialNote={{ noteHTML: paragraphs.join('') }} onSubmit={() => Promise.resolve()} />
    </UiProvider>,
  );
}
