import { expect, expectNoConsoleErrors, test } from './fixtures';

test('an old shared-cart link goes to the shared cart', async ({ page, consoleErrors }) => {
  // Real carts: an unknown code would (rightly) answer 404 while the page loads it.
  const cartCode = async () =>
    ((await (await page.request.post('/api/cart/generate')).json()) as { cartCode: string })
      .cartCode;
  const first = await cartCode();
  await page.goto(`/kosik/refresh-cart?cartCode=${first}`);
  await expect(page).toHaveURL(new RegExp(`/kosik/sdilet/${first}$`));
  const second = await cartCode();
  // An English link keeps its reader in English.
  await page.goto(`/en/kosik/refresh-cart?cartCode=${second}`);
  await expect(page).toHaveURL(new RegExp(`/en/checkout/share/${second}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectNoConsoleErrors(consoleErrors);
});

test('an old order link goes to the order in the account (via login for a guest)', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/muj-ucet/objednavka/detail/26000001');
  await expect(page).toHaveURL(/\/prihlaseni\?returnUrl=%2Fucet%2Fobjednavka%2F26000001$/);
  await page.goto('/en/muj-ucet/objednavka/detail/26000001');
  await expect(page).toHaveURL(/\/en\/login\?returnUrl=%2Fen%2Faccount%2Forder%2F26000001$/);
  await expectNoConsoleErrors(consoleErrors);
});

test('account pages send a guest to login', async ({ page, consoleErrors }) => {
  for (const [path, login] of [
    ['/ucet/moje-faktury', '/prihlaseni?returnUrl=%2Fucet%2Fmoje-faktury'],
    ['/en/account/favorites', '/en/login?returnUrl=%2Fen%2Faccount%2Ffavorites'],
  ]) {
    await page.goto(path as string);
    await expect(page).toHaveURL(new RegExp(`${(login as string).replace(/[?]/g, '\\?')}$`));
  }
  await expectNoConsoleErrors(consoleErrors);
});

test('checkout steps send a shopper back to the step they are missing', async ({
  page,
  consoleErrors,
}) => {
  // An empty cart: every step goes back to the cart
  for (const path of ['/en/checkout/summary', '/en/checkout/date-and-shipping']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/en\/checkout\/cart$/);
  }
  await page.goto('/checkout/termin-a-doprava');
  await expect(page).toHaveURL(/\/checkout\/kosik$/);
  await page.goto('/');
  await page.getByTestId('product-card').first().getByRole('button').click();
  await expect(page.getByTestId('cart-badge')).toContainText('1');
  for (const path of [
    '/checkout/termin-a-doprava',
    '/checkout/udaje-o-objednavce',
    '/checkout/rekapitulace',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/checkout\/osobni-udaje$/);
  }
  await page.goto('/checkout/osobni-udaje');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Osobní údaje');
  await expectNoConsoleErrors(consoleErrors);
});
