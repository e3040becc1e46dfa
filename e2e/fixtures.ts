import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Collects the page's console errors and uncaught exceptions. Journeys end with
 * `expectNoConsoleErrors`; the ones that break something on purpose check for the errors they expect.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
    },
    { auto: true },
  ],
});

export { expect };

export async function expectNoConsoleErrors(errors: string[]) {
  expect(errors, errors.join('\n')).toEqual([]);
}

/** An axe scan of the whole page: no violations, listed by rule and element when there are. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(violations, `axe on ${new URL(page.url()).pathname}`).toEqual([]);
}

export async function addFirstProductToCart(page: Page) {
  const card = page.getByTestId('product-card').first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button').click();
  return name;
}
