/**
 * Visual regression for every story: after a story's play function passes, its rendering is
 * compared with the committed baseline for the theme the project runs under (and, for stories
 * tagged `responsive`, also at a narrow width). `pnpm test:visual:update` rewrites baselines.
 * Stories tagged `!visual` are skipped (e.g. ones that show live time): the preview tags every
 * story `visual` and Storybook removes the tag where a story negates it.
 *
 * Kit components keep a baseline in every theme: the themes are the kit's product. A portal screen
 * (title `Portal/…`) is built from those components, so its look in another theme repeats what the
 * kit's baselines already hold; it keeps a baseline in the first theme only, unless it is tagged
 * `themed` (the shell and sign-in, where a theme changes what a reviewer checks). Its play function
 * and axe still run in every theme. A story tagged `locale` (the same screen in Spanish or French, for
 * texts that overflow) keeps its baselines in the first theme only, kit or portal.
 */
import type { ReactRenderer, StoryContext } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { afterEach, beforeEach, expect, type TestContext } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { ThemeName } from './themes.ts';

/**
 * `findBy…` and `waitFor` in play functions give up after 1 s by default. CI runs three browser
 * projects on two cores, where a portal story's first paint (MSW, lazy screens, the note editor)
 * or a save's toast can take longer: CI failed on exactly that while the same stories pass alone.
 * Ten seconds only lengthens a wait that would fail anyway; a passing story waits as before.
 */
configure({ asyncUtilTimeout: 10_000 });

/** The narrow width of the spec's narrow-screen layout (below 900 px). */
const narrowWidth = 600;

/**
 * Moves the pointer just outside the story's frame (one pixel above and left of its top-left
 * corner), so a hover left by a play function (or by the previous story) never shows in a
 * baseline. Hovering `body` instead would land on its centre, i.e. on the story itself, and a
 * full-screen story covers every point inside the frame. `force` skips Playwright's hit-target
 * check, which would reject a point outside the element.
 */
async function movePointerAway() {
  await userEvent.hover(document.documentElement, { position: { x: -1, y: -1 }, force: true });
  // Fails loudly should the pointer ever stay over the story (e.g. a provider that clamps it).
  await expect.poll(() => document.querySelector('body :hover')).toBeNull();
}

/** Names an animation for a failure message: its CSS name (or the transitioned property) and its element. */
function describeAnimation(animation: Animation): string {
  const name =
    animation instanceof CSSAnimation
      ? animation.animationName
      : animation instanceof CSSTransition
        ? `transition of ${animation.transitionProperty}`
        : 'script animation';
  const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
  return `${name} on ${target ? `<${target.tagName.toLowerCase()} class="${target.className}">` : 'nothing'}`;
}

/**
 * Stories under test render with the kit's motion frozen (preview.tsx passes `reducedMotion`).
 * Fails when any animation or transition still runs, i.e. when some motion escapes UiProvider's
 * reduced-motion mode: a user who asked for reduced motion would see it, and a baseline would
 * depend on the frame it caught.
 */
function expectNoMotion() {
  const running = document.getAnimations().filter((animation) => animation.playState === 'running');
  expect(running.map(describeAnimation), 'animations still running under reduced motion').toEqual([]);
}

/** The one theme a portal screen keeps its baselines in. */
const screenBaselineTheme: ThemeName = 'carrier';

/** Whether a story keeps a visual baseline in this theme (see the file's opening comment). */
function keepsBaselineIn(story: StoryContext<ReactRenderer>, theme: string): boolean {
  // A story in another locale (tag `locale`, ADR 045) checks the texts' fit, which no theme changes.
  if (story.tags.includes('locale')) return theme === screenBaselineTheme;
  // A composed story carries its id (the title, kebab-cased), not its title.
  const isPortalScreen = story.id.startsWith('portal-');
  return !isPortalScreen || story.tags.includes('themed') || theme === screenBaselineTheme;
}

/**
 * Lexical's mention menu appends its anchor (an empty `role="listbox"`, 'Typeahead menu') to the body
 * while rendering and removes it in an effect's cleanup; a story torn down between the two leaves it
 * behind. Story files share one iframe (ADR 033), so the next story would find two listboxes (a CI run
 * failed 16 stories on it). Each story starts without a stray one.
 */
beforeEach(() => {
  for (const anchor of document.querySelectorAll('[aria-label="Typeahead menu"]'))
    if (!anchor.closest('[data-story-root]')) anchor.remove();
});

type StoryTestContext = TestContext & { story?: StoryContext<ReactRenderer> };

afterEach(async (context: StoryTestContext) => {
  const story = context.story;
  if (!story || context.task.result?.state === 'fail') return;
  expectNoMotion();
  if (!story.tags.includes('visual')) return;
  const theme = String(story.globals['theme'] ?? 'carrier');
  if (!keepsBaselineIn(story, theme)) return;
  const name = `${context.task.name.replace(/[^\w-]+/g, '-')}-${theme}`;
  await document.fonts.ready;
  await movePointerAway();
  const target = () => {
    const overlay = document.querySelector('[role="dialog"], [role="alertdialog"]');
    const root = document.querySelector('[data-story-root]');
    return overlay || !root ? page.elementLocator(document.body) : page.elementLocator(root);
  };
  // A long stability window: on a loaded 2-core machine two identical frames can take a while.
  const options = { timeout: 20_000 };
  await expect.element(target()).toMatchScreenshot(name, options);
  if (story.tags.includes('responsive')) {
    await page.viewport(narrowWidth, 900);
    await expect.element(target()).toMatchScreenshot(`${name}-narrow`, options);
  }
});
