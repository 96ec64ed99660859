import { test as base, expect } from '@playwright/test';

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
}

/**
 * The journeys' `test`: fails any journey whose page logs a console error, throws, or reports a
 * Content-Security-Policy violation, so a broken screen cannot pass just because its text appears.
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
        if (message.type() !== 'error') return;
        const text = message.text();
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
});

export { expect };

/** Chromium's console line for an answer with this HTTP status. */
export function failedRequest(status: number): RegExp {
  return new RegExp(`Failed to load resource: the server responded with a status of ${status}`);
}
