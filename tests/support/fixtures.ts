import { test as base, expect } from '@playwright/test';

/**
 * The journeys' `test`: fails any journey whose page logs a console error, throws, or reports a
 * Content-Security-Policy violation, so a broken screen cannot pass just because its text appears.
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await use(problems);
      expect(problems, 'the page logged errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
