import { formatMessage, shipmentPreviewPath } from '@freightkit/domain';
import type { Page } from '@playwright/test';
import { noteMessages } from '@freightkit/ui/messages';
import { expect, test } from '../support/fixtures.ts';
import { bookingListShipment, storeNote } from '../support/notes.ts';
import { callAsPage, signIn, storedUser, text } from '../support/portal.ts';
import { sendAsPage } from '../support/shipments.ts';

const kit = noteMessages.en;

interface Mentionable {
  firstName: string;
  lastName: string;
}

/** Signs the current user out (by forgetting the session) and signs another persona in. */
async function switchTo(page: Page, persona: 'dispatcher' | 'carrierAdmin'): Promise<void> {
  await page.evaluate(() => {
    window.localStorage.clear();
  });
  await signIn(page, persona);
}

test('a dispatcher writes a comment with a heading, a list and a mention, edits it and deletes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The admin's note is someone else's for the dispatcher: read-only to them.
  await signIn(page, 'carrierAdmin');
  // The fourth-highest shipment of the booking list: only these journeys write comments on it, and they
  // delete every note they add.
  const shipment = await bookingListShipment(page, 3);
  const lockedText = `Tender accepted ${Date.now()}. This confirmation is locked.`;
  const lockedId = await storeNote(page, shipment, {
    noteContent: lockedText,
    noteHTML: `<p>${lockedText}</p>`,
  });
  await switchTo(page, 'dispatcher');
  const me = await storedUser(page);
  const myName = `${me.firstName} ${me.lastName}`;
  const people = (await callAsPage(page, `/api/v2/contacts/mentions?shipmentId=${shipment.id}`))
    .body as Mentionable[];
  const someone = people.find((person) => `${person.firstName} ${person.lastName}` !== myName);
  if (!someone) throw new Error('Nobody else can be mentioned on the thread shipment');

  await page.goto(shipmentPreviewPath(shipment.shipmentNumber, 'details'));
  const comments = page.getByRole('region', { name: text('notes.title') });
  const editor = comments.getByRole('textbox', { name: kit['kit.noteEditor.label'], exact: true });
  await expect(editor).toBeVisible({ timeout: 20_000 });

  // A read-only note offers neither edit nor delete.
  const locked = comments.getByRole('article').filter({ hasText: lockedText });
  await expect(locked).toBeVisible();
  await expect(locked.getByRole('button', { name: text('notes.edit') })).toHaveCount(0);
  await expect(locked.getByRole('button', { name: text('notes.delete') })).toHaveCount(0);

  // Heading, list and mention, by keyboard where the editor allows.
  const heading = `Dock report ${Date.now()}`;
  await editor.click();
  await page.keyboard.type(heading);
  await comments.getByRole('combobox', { name: kit['kit.noteEditor.blockType'] }).click();
  await page.getByRole('option', { name: kit['kit.noteEditor.block.h2'] }).click();
  await editor.focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Seal intact');
  await comments.getByRole('combobox', { name: kit['kit.noteEditor.blockType'] }).click();
  await page.getByRole('option', { name: kit['kit.noteEditor.block.bullet'] }).click();
  await editor.focus();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Pallets counted');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter'); // an empty item leaves the list
  await page.keyboard.type(`Thanks @${someone.firstName.slice(0, 3)}`);
  const mentions = page.getByRole('listbox', { name: kit['kit.noteEditor.mentions'] });
  await expect(mentions.getByRole('option', { name: new RegExp(someone.lastName) })).toBeVisible();
  while (
    (await mentions.getByRole('option', { selected: true }).textContent())?.includes(someone.lastName) !==
    true
  )
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(editor.locator('[data-lexical-mention]')).toHaveText(
    `@${someone.firstName} ${someone.lastName}`,
  );
  // The answer is held back a moment so the progress toast can be seen.
  await page.route('**/api/v2/notes', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await comments.getByRole('button', { name: text('notes.send') }).click();
  await expect(page.getByText(text('notes.creating'))).toBeVisible();

  // It is at the top, with its heading, list and mention.
  const first = comments.getByRole('article').first();
  await expect(first.getByRole('heading', { name: heading })).toBeVisible();
  await expect(first).toHaveAccessibleName(formatMessage(kit['kit.noteItem.by'], { name: myName }));
  await expect(first.getByRole('listitem')).toHaveText(['Seal intact', 'Pallets counted']);
  await expect(first).toContainText(`@${someone.firstName} ${someone.lastName}`);
  await expect(editor).toHaveText('');
  await page.unroute('**/api/v2/notes');

  // Edit it.
  await first.getByRole('button', { name: text('notes.edit') }).click();
  const editing = first.getByRole('textbox', {
    name: formatMessage(kit['kit.noteItem.editing'], { name: myName }),
  });
  await expect(editing).toBeFocused();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' and the dock is clear');
  await first.getByRole('button', { name: text('notes.send') }).click();
  await expect(page.getByText(text('notes.updated'))).toBeVisible();
  await expect(first).toContainText('and the dock is clear');

  // Delete it (undoing the journey's change).
  await first.getByRole('button', { name: text('notes.delete') }).click();
  await expect(page.getByText(text('notes.deleted'))).toBeVisible();
  await expect(comments.getByRole('heading', { name: heading })).toHaveCount(0);

  // Undo: the admin removes their note.
  await switchTo(page, 'carrierAdmin');
  expect(await sendAsPage(page, 'DELETE', `/api/v2/notes/${lockedId}`)).toBe(200);
});

test('a note whose HTML carries a script and an event handler shows its text and runs nothing', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, 'dispatcher');
  const shipment = await bookingListShipment(page, 3);
  const marker = `Hostile ${Date.now()}`;
  const hostileId = await storeNote(page, shipment, {
    noteContent: marker,
    noteHTML:
      `<p onmouseover="window.__fkHostile='hover'">${marker}</p>` +
      `<script>window.__fkHostile = 'script'</script>` +
      `<img src="x" onerror="window.__fkHostile = 'onerror'" alt="">` +
      `<a href="javascript:window.__fkHostile='href'">bad link</a>`,
  });

  try {
    await page.goto(shipmentPreviewPath(shipment.shipmentNumber, 'details'));
    const note = page.getByRole('article').filter({ hasText: marker });
    await expect(note).toBeVisible({ timeout: 20_000 });
    await note.getByText(marker).hover();
    await expect(note.locator('script, [onerror], [onmouseover], a[href^="javascript"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __fkHostile?: string }).__fkHostile)).toBeUndefined();
  } finally {
    expect(await sendAsPage(page, 'DELETE', `/api/v2/notes/${hostileId}`)).toBe(200);
  }
});
