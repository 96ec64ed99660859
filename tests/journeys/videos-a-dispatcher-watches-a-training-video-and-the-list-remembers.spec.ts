import { expect, failedRequest, test } from '../support/fixtures.ts';
import { callAsPage, portalText, signIn, text } from '../support/portal.ts';

/**
 * Training videos (spec 1 §2 `/videos`, ADR 049) against the real files: the sandbox serves the WebM by
 * byte ranges, the English captions load and show the cue of the moment, a transcript line plays from
 * there, and the place is kept for the list and the next visit.
 */
test('a dispatcher opens Videos, plays one from a transcript line with captions on, and the list and the player remember the place', async ({
  page,
}) => {
  await signIn(page, 'dispatcher');
  await page
    .getByRole('navigation', { name: portalText('shell.mainNavigation') })
    .getByRole('link', { name: text('nav.videos') })
    .click();
  await expect(page).toHaveURL(/\/videos$/);
  const list = page.getByRole('list', { name: portalText('videos.list') });
  const card = list.getByRole('listitem').filter({ hasText: 'Finding a shipment' });
  await expect(card.getByText(portalText('videos.state.notStarted'))).toBeVisible();

  // The browser asks for the video by byte range and gets 206 (it seeks that way).
  const ranged = page.waitForResponse(
    (r) => r.url().endsWith('/finding-a-shipment.webm') && r.status() === 206,
  );
  await card.getByRole('link', { name: 'Finding a shipment' }).click();
  await expect(page).toHaveURL(/\/videos\/finding-a-shipment$/);
  await ranged;
  const video = page.locator('video');
  await expect(video.locator('track[kind="captions"][srclang="en"]')).toHaveCount(1);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration)).toBe(33);

  // Keyboard alone: a transcript line plays the video from its time, and becomes the marked line.
  const transcript = page.getByRole('region', { name: portalText('videos.transcript') });
  const line = transcript.getByRole('button', { name: /^Play from 0:12 / });
  await line.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(13);
  await expect(line).toHaveAttribute('aria-current', 'true');
  // The captions track is on and shows the cue of the moment, the same text as the marked line. The
  // track's active cues follow the playhead on the media's next time update, not with `currentTime`
  // itself, so they are polled: a read straight after the seek can still hold the cue before 0:12.
  const cueText =
    'Select a shipment number in the list to open the shipment with its stops, documents and cases.';
  await expect
    .poll(() =>
      video.evaluate((v: HTMLVideoElement) => {
        const track = v.textTracks[0];
        const cue = track?.activeCues?.[0] as VTTCue | undefined;
        return { mode: track?.mode, text: cue?.text };
      }),
    )
    .toEqual({ mode: 'showing', text: cueText });
  await expect(line).toContainText(cueText);
  // Pausing saves the place (the answer is awaited, so the reload below cannot cut the save short).
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/v2/videos/finding-a-shipment/progress') && r.request().method() === 'PUT',
  );
  await video.evaluate((v: HTMLVideoElement) => {
    v.pause();
  });
  expect((await saved).status()).toBe(200);
  const position = await video.evaluate((v: HTMLVideoElement) => v.currentTime);

  // Back to the list: the place was saved, and a reload shows it from the back end.
  await page.getByRole('link', { name: portalText('videos.back') }).click();
  await expect(page).toHaveURL(/\/videos$/);
  await page.reload();
  await expect(card.getByText(portalText('videos.state.inProgress'))).toBeVisible();
  const percent = Number(await card.getByRole('progressbar').getAttribute('aria-valuenow'));
  expect(percent).toBe(Math.round((Math.round(position * 100) / 100 / 33) * 100));

  // Opening it again continues there.
  await card.getByRole('link', { name: 'Finding a shipment' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Continuing where you left off' })).toBeVisible();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeCloseTo(Math.round(position * 100) / 100, 1);
});

test('a driver is not offered Videos, and the back end refuses them the catalog', async ({
  page,
  allowConsoleErrors,
}) => {
  // The browser logs the refused call (403) this journey makes on purpose.
  allowConsoleErrors(failedRequest(403));
  await signIn(page, 'driver');
  const navigation = page.getByRole('navigation', { name: portalText('shell.mainNavigation') });
  await expect(navigation.getByRole('link').first()).toBeVisible();
  await expect(navigation.getByRole('link', { name: text('nav.videos') })).toHaveCount(0);
  expect((await callAsPage(page, '/api/v2/videos')).status).toBe(403);
});
