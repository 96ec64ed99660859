import { EntityType, shipmentPreviewPath } from '@freightkit/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { callAsPage, signIn, text } from '../support/portal.ts';
import { sendAsPage } from '../support/shipments.ts';

interface Row {
  id: string;
  shipmentNumber: string;
}
interface NoteRow {
  id: string;
  noteContent: string;
}

/** The fifth-highest shipment of the booking list: only this journey writes on it, and it deletes what it adds. */
async function journeyShipment(page: Page): Promise<Row> {
  const { body } = await callAsPage(page, '/api/v2/shipments?view=booking&pageSize=1000');
  const row = [...(body as { items: Row[] }).items].sort((a, b) =>
    b.shipmentNumber.localeCompare(a.shipmentNumber),
  )[4];
  if (!row) throw new Error('The sandbox seeds fewer than five shipments in the booking list');
  return row;
}

/** Stores a note as the page's user, the way any client of the API could, and answers its id. */
async function store(
  page: Page,
  shipment: Row,
  note: { noteContent: string; noteHTML: string; noteJSON?: string },
) {
  const status = await sendAsPage(page, 'POST', '/api/v2/notes', {
    entityId: shipment.id,
    entityType: EntityType.Shipment,
    entityDescription: `Shipment ${shipment.shipmentNumber}`,
    allowPortalAccess: true,
    ...note,
  });
  expect(status).toBe(201);
  const { items } = (await callAsPage(page, `/api/v2/shipments/${shipment.id}/notes`)).body as {
    items: NoteRow[];
  };
  const stored = items.find((item) => item.noteContent.startsWith(note.noteContent.slice(0, 30)));
  if (!stored) throw new Error('The note was not stored');
  return stored.id;
}

test('a 200,000-character word and a hostile editor state leave the shipment page usable', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'dispatcher');
  const shipment = await journeyShipment(page);
  const stamp = Date.now();
  const word = `W${stamp}${'x'.repeat(200_000 - String(stamp).length - 1)}`;
  const giant = await store(page, shipment, { noteContent: word, noteHTML: `<p>${word}</p>` });
  const overlayText = `Lumper receipt attached ${stamp}`;
  const hostile = await store(page, shipment, {
    noteContent: overlayText,
    noteHTML: `<p>${overlayText}</p>`,
    noteJSON: JSON.stringify({
      root: {
        type: 'root',
        version: 1,
        children: [
          {
            type: 'paragraph',
            version: 1,
            children: [
              {
                type: 'text',
                version: 1,
                text: overlayText,
                style: 'position: fixed; inset: 0; z-index: 2147483647; background: black',
              },
              { type: 'image', version: 1, src: 'https://evil.example/track.png', altText: '' },
            ],
          },
        ],
      },
    }),
  });

  // The page opens with the giant note shown cut, not frozen while the browser looks for a line break.
  const started = Date.now();
  await page.goto(shipmentPreviewPath(shipment.shipmentNumber, 'details'));
  const comments = page.getByRole('region', { name: text('notes.title') });
  const giantNote = comments.getByRole('article').filter({ hasText: `W${stamp}` });
  await expect(giantNote).toBeVisible({ timeout: 20_000 });
  expect(Date.now() - started).toBeLessThan(15_000);
  await expect(giantNote).toContainText('…');
  const shown = (await giantNote.textContent()) ?? '';
  expect(shown.length).toBeLessThan(3_000);
  // The page still answers at once: a click on the tab list is handled within a frame or two.
  const answer = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const asked = performance.now();
        requestAnimationFrame(() => {
          resolve(performance.now() - asked);
        });
      }),
  );
  expect(answer).toBeLessThan(500);

  // Editing the hostile note loads a clean state: no overlay, no foreign image, and Cancel works.
  const hostileNote = comments.getByRole('article').filter({ hasText: overlayText });
  await hostileNote.getByRole('button', { name: text('notes.edit') }).click();
  const editing = hostileNote.getByRole('textbox');
  await expect(editing).toBeFocused();
  await expect(editing).toContainText(overlayText);
  const fixed = await page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('[style]')].filter(
        (e) => getComputedStyle(e).position === 'fixed',
      ).length,
  );
  expect(fixed).toBe(0);
  await expect(hostileNote.locator('img')).toHaveCount(0);
  await hostileNote.getByRole('button', { name: text('documents.dialog.cancel') }).click();
  await expect(hostileNote.getByRole('button', { name: text('notes.edit') })).toBeVisible();

  // Undo the journey's notes.
  expect(await sendAsPage(page, 'DELETE', `/api/v2/notes/${giant}`)).toBe(200);
  expect(await sendAsPage(page, 'DELETE', `/api/v2/notes/${hostile}`)).toBe(200);
});
