import { addFirstProductToCart, expect, expectNoConsoleErrors, test } from './fixtures';

test('a shopper adds a camera on the home page and finds it in the cart', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  const name = await addFirstProductToCart(page);
  await expect(page.getByRole('status').filter({ hasText: `${name} je v košíku` })).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toContainText('1');

  await page.getByTestId('cart-badge').click();
  await expect(page).toHaveURL(/\/checkout\/kosik$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText(name);

  // The cart survives a reload (its code is in a cookie).
  await page.reload();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  await page.getByRole('button', { name: `Odebrat ${name} z košíku` }).click();
  await expect(page.getByText('Košík je prázdný.')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toContainText('0');
  await expectNoConsoleErrors(consoleErrors);
});

test('the currency chosen in the header changes the prices a remote shows', async ({ page }) => {
  await page.goto('/en');
  const price = page.getByTestId('product-price').first();
  await expect(price).toContainText('CZK');
  // The shell writes the currency atom; the catalogue remote reads the same atom.
  await page.getByTestId('currency-switcher').selectOption('eur');
  await expect(price).toContainText('EUR');
  await page.reload();
  await expect(page.getByTestId('product-price').first()).toContainText('EUR');
});
