import AxeBuilder from '@axe-core/playwright';
import { expect, expectNoConsoleErrors, test } from './fixtures';

const pages = [
  { path: '/', ready: 'home-latest' },
  { path: '/en', ready: 'home-latest' },
  { path: '/objektivy', ready: 'product-grid' },
  { path: '/en/lenses', ready: 'product-grid' },
  { path: '/arri-alexa-mini-lf', ready: 'product-detail' },
  { path: '/en/sony-fx6', ready: 'product-detail' },
  { path: '/hledat?s=objektiv', ready: 'product-grid' },
  { path: '/en/search?s=lens', ready: 'product-grid' },
  { path: '/o-nas', ready: null },
  { path: '/en/faq', ready: 'faq-item' },
  { path: '/kontakty', ready: 'branch' },
  { path: '/blog/alexa-35-v-praxi', ready: null },
];

for (const { path, ready } of pages) {
  test(`axe finds no accessibility violations on ${path}`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (ready) await expect(page.getByTestId(ready).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const violations = results.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
    expect(violations).toEqual([]);
    await expectNoConsoleErrors(consoleErrors);
  });
}

test('the header search is a combobox usable with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab'); // skip link
  const box = page.getByRole('combobox', { name: 'Hledat v nabídce' });
  await box.focus();
  await page.keyboard.type('sony');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  const results = await new AxeBuilder({ page }).include('header').analyze();
  expect(results.violations).toEqual([]);
});
