import { shipmentPreviewPath } from '@freightkit/domain';
import { hostileNoteText } from '../../apps/tms-sandbox/src/areas/notes/seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { callAsPage, signIn } from '../support/portal.ts';

interface Row {
  id: string;
  shipmentNumber: string;
}
interface NoteRow {
  noteContent: string;
  noteHTML: string | null;
}

test('a note stored with a script and event handlers shows its text, runs nothing and raises no CSP report', async ({
  page,
  pageProblems,
}) => {
  test.setTimeout(60_000);
  // Any dialog (the stored script and onerror handler call alert) fails the journey.
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, 'dispatcher');

  // The sandbox seeds the hostile note, unsanitised, on the carrier's second shipment by number
  // (a voided one: in neither list view, so it is found by the shipment search).
  const { body } = await callAsPage(page, '/api/v2/quick_searches/shipments?query=10000&pageSize=50');
  const candidates = [...(body as { items: Row[] }).items]
    .sort((a, b) => a.shipmentNumber.localeCompare(b.shipmentNumber))
    .slice(0, 4);
  let shipment: Row | undefined;
  for (const candidate of candidates) {
    const { items } = (await callAsPage(page, `/api/v2/shipments/${candidate.id}/notes`)).body as {
      items: NoteRow[];
    };
    const stored = items.find((n) => n.noteContent.startsWith(hostileNoteText));
    if (stored) {
      // The page gets the HTML as stored: its traps are all there for the portal to defuse.
      expect(stored.noteHTML).toContain('<script>');
      expect(stored.noteHTML).toContain('onerror=');
      shipment = candidate;
      break;
    }
  }
  if (!shipment) throw new Error('The sandbox seeds no hostile note on its first shipments');

  await page.goto(shipmentPreviewPath(shipment.shipmentNumber, 'details'));
  const note = page.getByRole('article').filter({ hasText: hostileNoteText });
  await expect(note).toBeVisible({ timeout: 20_000 });
  await expect(note.getByText(hostileNoteText)).toBeVisible();
  // Hover the paragraph that carried onmouseover, and follow the link that carried javascript:.
  await note.getByText(hostileNoteText).hover();
  await expect(note.locator('script, [onerror], [onmouseover], a[href^="javascript"]')).toHaveCount(0);
  const link = note.getByText('attachment', { exact: true });
  if ((await link.count()) > 0) await link.click();
  // Give a late image error or timer the chance to fire before checking nothing ran.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);

  // The hostile markup never reaches a DOM parser (domain's sanitizeNoteHtml rebuilds it as text first), so
  // Chromium has no event handler to report: a deployment's CSP report endpoint stays quiet. Any other
  // console error or violation fails the journey through the pageProblems fixture.
  expect(pageProblems.filter((problem) => /Content Security Policy|CSP violation/.test(problem))).toEqual([]);
  await expect(page).toHaveURL(new RegExp(`${shipmentPreviewPath(shipment.shipmentNumber, 'details')}$`));
});
