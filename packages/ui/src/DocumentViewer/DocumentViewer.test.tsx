import { Profiler } from 'react';
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

/** A plain PDF of `pages` letter pages, each with its number (ASCII only, so string lengths are byte counts). */
function manyPagePdf(pages: number): Blob {
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', ''];
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const kids: number[] = [];
  for (let n = 1; n <= pages; n += 1) {
    const content = `BT /F1 48 Tf 72 600 Td (Page ${n}) Tj ET`;
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${objects.length} 0 R >>`,
    );
    kids.push(objects.length);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${pages} >>`;
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Blob([pdf], { type: 'application/pdf' });
}

function renderViewer(src: string | Blob, extension: string) {
  return render(
    <UiProvider theme={carrierTheme}>
      <DocumentViewer
        open
        onOpenChange={() => undefined}
        {...(typeof src === 'string' ? { src } : { file: src })}
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

  it('holds back all but the first few page boxes and thumbnails until the first page is drawn (ADR 065)', async () => {
    const atFirstDraw = { pages: -1, thumbnails: -1 };
    const observer = new MutationObserver(() => {
      if (atFirstDraw.pages >= 0) return;
      if (!document.querySelector('[role="region"] canvas[data-drawn="true"]')) return;
      atFirstDraw.pages = document.querySelectorAll('[role="region"] [role="img"]').length;
      atFirstDraw.thumbnails = document.querySelectorAll('nav li').length;
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    const screen = await renderViewer(manyPagePdf(30), 'pdf');
    await expect.element(screen.getByText('Page 1 of 30')).toBeInTheDocument();
    await expect.poll(() => atFirstDraw.pages, { timeout: 20_000 }).toBeGreaterThan(0);
    observer.disconnect();
    expect(atFirstDraw.pages).toBeLessThanOrEqual(4);
    expect(atFirstDraw.thumbnails).toBeLessThanOrEqual(4);
    // Then all of them, in order, each observed as it mounts: the last page draws when it is scrolled to.
    await expect.poll(() => document.querySelectorAll('[role="region"] [role="img"]').length).toBe(30);
    await expect.poll(() => document.querySelectorAll('nav li').length).toBe(30);
    await screen.getByRole('button', { name: 'Page 30' }).click();
    await expect.element(screen.getByText('Page 30 of 30')).toBeInTheDocument();
    await expect
      .poll(
        () => screen.getByRole('img', { name: 'Page 30' }).element().querySelector('canvas[data-drawn]'),
        {
          timeout: 20_000,
        },
      )
      .not.toBeNull();
  });

  it('comes to rest once drawn: the viewport observers do not re-render the viewer every frame', async () => {
    let commits = 0;
    const screen = await render(
      <Profiler
        id="viewer"
        onRender={() => {
          commits += 1;
        }}
      >
        <UiProvider theme={carrierTheme}>
          <DocumentViewer
            open
            onOpenChange={() => undefined}
            file={manyPagePdf(12)}
            fileName="rest.pdf"
            extension="pdf"
            documentType={12}
          />
        </UiProvider>
      </Profiler>,
    );
    await expect.element(screen.getByText('Page 1 of 12')).toBeInTheDocument();
    await expect.poll(() => document.querySelectorAll('nav li').length, { timeout: 20_000 }).toBe(12);
    await expect
      .poll(() => document.querySelectorAll('nav canvas[data-drawn]').length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the last draws and observer reports settle
    const before = commits;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // Re-observing a box on each render made each frame report it again and render again (about 60 a second).
    expect(commits - before).toBeLessThanOrEqual(2);
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
