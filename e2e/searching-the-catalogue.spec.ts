import type { Page } from '@playwright/test';
import { expect, expectNoConsoleErrors, test } from './fixtures';

test('a shopper types "objektiv" in the header and picks a lens with the keyboard', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Hledat v nabídce' });
  await box.fill('objektiv');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('group', { name: 'Kategorie' }).getByRole('option')).toHaveText([
    'Objektivy',
  ]);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('ArrowDown');
  const first = listbox.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const name = (await first.textContent()) ?? '';
  await box.press('Enter');
  // The option shows the product's name, then its brand.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(page.getByTestId('product-detail')).toBeVisible();
  expect(name.startsWith((await heading.textContent()) ?? '-')).toBe(true);
  await expectNoConsoleErrors(consoleErrors);
});

/** The next answer of the product list (not the header's autocomplete). */
function productListAnswer(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/products') &&
      !(response.request().postData() ?? '').includes('autocomplete='),
  );
}

interface ListedProduct {
  name: string;
  categoryName: string;
  translations: { en?: { name: string } };
}

test('Enter without a suggestion shows all results for "objektiv": lenses', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Hledat v nabídce' });
  await box.fill('objektiv');
  const answer = productListAnswer(page);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/hledat\?s=objektiv$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Výsledky hledání „objektiv“');
  const { products } = (await (await answer).json()) as { products: ListedProduct[] };
  expect(new Set(products.map((product) => product.categoryName))).toEqual(new Set(['Objektivy']));
  await expect(page.getByTestId('product-card').getByRole('heading')).toHaveText(
    products.map((product) => product.name),
  );
  await expect(page.getByTestId('product-card')).toHaveCount(24);
  await expect(
    page.getByRole('navigation', { name: 'Kategorie odpovídající hledání' }).getByRole('link'),
  ).toHaveText(['Objektivy']);
  await expectNoConsoleErrors(consoleErrors);
});

test('an English shopper searches for "lens" and opens the lenses category', async ({ page }) => {
  await page.goto('/en');
  const box = page.getByRole('combobox', { name: 'Search the catalogue' });
  await box.fill('lens');
  await page.getByRole('option', { name: 'Lenses' }).click();
  await expect(page).toHaveURL(/\/en\/lenses$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lenses');

  await box.fill('lens');
  const answer = productListAnswer(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/search\?s=lens$/);
  const { products } = (await (await answer).json()) as { products: ListedProduct[] };
  const lenses = products.filter((product) => product.categoryName === 'Objektivy');
  expect(lenses.length).toBeGreaterThanOrEqual(products.length - 1);
  await expect(page.getByTestId('product-card').getByRole('heading')).toHaveText(
    products.map((product) => product.translations.en?.name ?? product.name),
  );
  await expect(page.getByTestId('product-count')).toHaveText(/^\d+ products$/);
});
