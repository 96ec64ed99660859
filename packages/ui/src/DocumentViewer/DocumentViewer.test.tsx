import { beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { carrierTheme } from '../themes/carrier.css.ts';
import { UiProvider } from '../UiProvider/UiProvider.tsx';
import { DocumentViewer, preloadDocumentViewer } from './DocumentViewer.tsx';
import samplePdf from './fixtures/sample.pdf?url';
import sampleTiff from './fixtures/sample.tiff?url';

/** Where each canvas was when it was first marked drawn: the pages region or the thumbnails. */
function recordDrawOrder(): { readonly order: string[]; readonly thumbnailsBeforeFirstPage: number[] } {
  const order: string[] = [];
  const thumbnailsBeforeFirstPage: number[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const canvas = record.target as HTMLElement;
      if (canvas.dataset['drawn'] !== 'true') continue;
      const where = canvas.closest('nav') ? 'thumbnail' : 'page';
      if (where === 'page' && !order.includes('page'))
        thumbnailsBeforeFirstPage.push(document.querySelectorAll('nav canvas').length);
      order.push(where);
    }
  });
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-drawn'] });
  return { order, thumbnailsBeforeFirstPage };
}

function renderViewer(src: string, extension: string) {
  return render(
    <UiProvider theme={carrierTheme}>
      <DocumentViewer
        open
        onOpenChange={() => undefined}
        src={src}
        fileName={`sample.${extension}`}
        extension={extension}
        documentType={12}
      />
    </UiProvider>,
  );
}

describe('DocumentViewer: the first page before anything else (ADR 060)', () => {
  // Wide enough for the thumbnails sidebar (hidden on narrow screens).
  beforeAll(async () => {
    await page.viewport(1280, 800);
  });

  it.each([
    ['pdf', samplePdf],
    ['tiff', sampleTiff],
  ])('draws a %s page before any thumbnail, then the thumbnails', async (extension, src) => {
    const draws = recordDrawOrder();
    const screen = await renderViewer(src, extension);
    await expect.element(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    // The sidebar's buttons are there at once; their canvases wait for the first page.
    await expect
      .poll(() => draws.order.filter((where) => where === 'thumbnail').length, { timeout: 20_000 })
      .toBe(3);
    expect(draws.order[0]).toBe('page');
    expect(draws.thumbnailsBeforeFirstPage).toEqual([0]);
  });

  it('opens after a preload (the hover of an open button) as without one', async () => {
    preloadDocumentViewer('pdf');
    preloadDocumentViewer('pdf'); // hovering twice starts nothing twice
    const screen = await renderViewer(samplePdf, 'pdf');
    await expect.element(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await expect
      .poll(() => document.querySelector('[role="region"] canvas[data-drawn="true"]'), { timeout: 20_000 })
      .not.toBeNull();
  });
});
