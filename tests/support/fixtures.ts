import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Route patterns already analysed by axe in this run (one worker), so each distinct page is checked once. */
const analysedRoutes = new Set<string>();

/** A URL's route pattern: ids (numbers, UUIDs, long tokens) as `:id`, without query or hash. */
export function routePattern(url: string): string {
  const { pathname } = new URL(url);
  return pathname
    .split('/')
    .map((part) => (/\d|^[\w-]{24,}$/.test(part) ? ':id' : part))
    .join('/');
}

/** Runs axe (WCAG 2.x A/AA and best practices, `region` on) on the page as it stands; returns the violations. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

interface JourneyFixtures {
  /** Patterns of console errors this journey expects (filled through `allowConsoleErrors`). */
  allowedConsoleErrors: RegExp[];
  /**
   * Declares console errors a journey expects, matched by pattern. Chromium logs every non-2xx
   * answer as "Failed to load resource: … status of 401", so a journey about a refused sign-in
   * or a lost session lists exactly those. CSP violations and page errors are never allowed.
   */
  allowConsoleErrors: (...patterns: RegExp[]) => void;
  pageProblems: string[];
  /**
   * Accessibility of every distinct page the journey reached (axe, once per route pattern per run), when
   * FK_AXE=1: not yet on by default, as it still finds the rich-text editor's empty typeahead container
   * outside any landmark on pages with notes.
   */
  axePages: undefined;
}

/**
 * The journeys' `test`: fails any journey whose page logs a console error (or a set-up warning such
 * as a missing HydrateFallback), throws, or reports a Content-Security-Policy violation, so a broken screen cannot pass just because its text appears.
 */
export const test = base.extend<JourneyFixtures>({
  // Playwright reads fixture dependencies from the destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  allowedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  allowConsoleErrors: async ({ allowedConsoleErrors }, use) => {
    await use((...patterns) => {
      allowedConsoleErrors.push(...patterns);
    });
  },
  pageProblems: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        // Warnings that mean a wrong set-up, not a passing state: react-router's on every full load
        // when the root route has no HydrateFallback.
        if (message.type() === 'warning' && /HydrateFallback/.test(text)) {
          problems.push(`console warning: ${text}`);
          return;
        }
        if (message.type() !== 'error') return;
        const csp = text.startsWith('CSP violation');
        if (!csp && allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
        problems.push(`console error: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
          );
        });
      });
      await use(problems);
      expect(problems, 'the page logged errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
  axePages: [
    async ({ page }, use, testInfo) => {
      const visited = new Map<string, string>();
      const base = new URL(testInfo.project.use.baseURL ?? 'http://localhost');
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame()) return;
        const url = frame.url();
        if (!url.startsWith(base.origin)) return;
        const pattern = routePattern(url);
        if (!analysedRoutes.has(pattern) && !visited.has(pattern)) visited.set(pattern, url);
      });
      await use(undefined);
      if (process.env['FK_AXE'] !== '1') return;
      // After a passing journey, go back to each page it reached that no journey has analysed yet.
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed()) return;
      const found: string[] = [];
      // Each page's load and analysis gets its own time beyond the journey's.
      testInfo.setTimeout(testInfo.timeout + visited.size * 20_000);
      for (const [pattern, url] of visited) {
        if (analysedRoutes.has(pattern)) continue;
        analysedRoutes.add(pattern);
        await page.goto(url);
        // The shell (its top bar) or a page of its own (sign-in, not found) is drawn once the body has a heading or a banner.
        await page
          .getByRole('banner')
          .or(page.getByRole('heading'))
          .first()
          .waitFor({ timeout: 7_000 })
          .catch(() => undefined);
        for (const violation of await axeViolations(page)) found.push(`${pattern} → ${violation}`);
      }
      expect(found, 'axe found accessibility violations on the pages this journey reached').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Chromium's console line for an answer with this HTTP status. */
export function failedRequest(status: number): RegExp {
  return new RegExp(`Failed to load resource: the server responded with a status of ${status}`);
}
