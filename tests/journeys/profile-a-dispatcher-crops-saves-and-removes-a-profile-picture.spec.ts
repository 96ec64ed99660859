import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures.ts';
import { portalText, signIn, text, t } from '../support/portal.ts';

/** A small real picture (a PNG of 480×360), chosen as the user would choose a photo. */
const portrait = new URL('./fixtures/portrait.png', import.meta.url);

test('a dispatcher crops and saves a profile picture, sees it after a reload, removes it, and a hostile file is refused', async ({
  page,
}) => {
  await signIn(page, 'dispatcher');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: portalText('profile.picture.title') })).toBeVisible();

  await page.getByRole('button', { name: portalText('profile.picture.add') }).click();
  const dialog = page.getByRole('dialog', { name: portalText('profile.picture.dialogTitle') });
  const file = dialog.getByLabel(portalText('profile.picture.file'));

  // A text file renamed .png: domain's check of the bytes refuses it before anything is decoded.
  await file.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture'),
  });
  await expect(dialog.getByText(t('answer.profilePicture.notImage'))).toBeVisible();
  // A PNG header claiming 20000×20000 pixels (a decompression bomb) is refused from its header.
  const bomb = Buffer.from(await readFile(portrait)).subarray(0, 64);
  bomb.writeUInt32BE(20000, 16);
  bomb.writeUInt32BE(20000, 20);
  await file.setInputFiles({ name: 'bomb.png', mimeType: 'image/png', buffer: bomb });
  await expect(dialog.getByText(t('answer.profilePicture.tooManyPixels', { maximum: 5000 }))).toBeVisible();
  // An SVG is not a PNG or JPEG.
  await file.setInputFiles({
    name: 'me.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(dialog.getByText(t('answer.profilePicture.notImage'))).toBeVisible();
  await expect(dialog.getByRole('button', { name: portalText('profile.picture.save') })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  // The photo: moved by keyboard and by a drag, zoomed with +, then saved.
  await file.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: await readFile(portrait) });
  const frame = dialog.getByRole('application', { name: portalText('profile.picture.frame') });
  await expect(frame).toBeVisible();
  const image = frame.locator('img');
  const before = await image.evaluate((el) => (el as HTMLImageElement).style.left);
  await frame.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect(dialog.getByRole('slider', { name: portalText('profile.picture.zoom') })).toHaveValue('1.2');
  const box = await frame.boundingBox();
  if (box) {
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 30, box.y + box.height / 2 - 10, { steps: 4 });
    await page.mouse.up();
  }
  expect(await image.evaluate((el) => (el as HTMLImageElement).style.left)).not.toBe(before);
  await dialog.getByRole('button', { name: portalText('profile.picture.save') }).click();
  await expect(page.getByText(text('profile.pictureSaved'))).toBeVisible();
  await expect(dialog).toBeHidden();

  // The back end stored its own square (256 pixels); a reload shows it again.
  const saved = page.getByRole('img', { name: portalText('profile.picture.alt') });
  await expect(saved).toBeVisible();
  await expect.poll(() => saved.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(256);
  await page.reload();
  await expect(page.getByRole('img', { name: portalText('profile.picture.alt') })).toBeVisible();

  // Removed after a confirmation: the initials are back.
  await page.getByRole('button', { name: portalText('profile.picture.remove') }).click();
  const confirm = page.getByRole('alertdialog', { name: portalText('profile.picture.removeTitle') });
  await confirm.getByRole('button', { name: portalText('profile.picture.removeConfirm') }).click();
  await expect(page.getByText(text('profile.pictureRemoved'))).toBeVisible();
  await expect(page.getByRole('button', { name: portalText('profile.picture.add') })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: portalText('profile.picture.add') })).toBeVisible();
});
