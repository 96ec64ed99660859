import { shipmentPreviewPath } from '@freightkit/domain';
import { expect, test } from '../support/fixtures.ts';
import { bookingListShipment, storeNote } from '../support/notes.ts';
import { signIn, text } from '../support/portal.ts';
import { sendAsPage } from '../support/shipments.ts';

test('a 200,000-character word and a hostile editor state leave the shipment page usable', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'dispatcher');
  // The fifth-highest shipment of the booking list: only this journey writes on it, and it deletes what it adds.
  const shipment = await bookingListShipment(page, 4);
  const stamp = Date.now();
  const word = `W${stamp}${'x'.repeat(200_000 - String(stamp).length - 1)}`;
  const giant = await storeNote(page, shipment, { noteContent: word, noteHTML: `<p>${word}</p>` });
  const overlayText = `Lumper receipt attached ${stamp}`;
  const hostile = await storeNote(page, shipment, {
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
