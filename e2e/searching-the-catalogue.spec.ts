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

test('Enter without a suggestion shows all results for "objektiv", lenses among them', async ({
  page,
}) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Hledat v nabídce' });
  await box.fill('objektiv');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/hledat\?s=objektiv$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Výsledky hledání „objektiv“');
  await expect(page.getByTestId('product-card')).toHaveCount(24);
  await expect(
    page.getByRole('navigation', { name: 'Kategorie odpovídající hledání' }).getByRole('link'),
  ).toHaveText(['Objektivy']);
});

test('an English shopper searches for "lens" and opens the lenses category', async ({ page }) => {
  await page.goto('/en');
  const box = page.getByRole('combobox', { name: 'Search the catalogue' });
  await box.fill('lens');
  await page.getByRole('option', { name: 'Lenses' }).click();
  await expect(page).toHaveURL(/\/en\/lenses$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lenses');

  await box.fill('lens');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/search\?s=lens$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('product-count')).toHaveText(/^\d+ products$/);
});
