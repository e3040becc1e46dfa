import { expect, test } from './fixtures';

test('an old shared-cart link goes to the shared cart', async ({ page }) => {
  await page.goto('/kosik/refresh-cart?cartCode=abc123');
  await expect(page).toHaveURL(/\/kosik\/sdilet\/abc123$/);
  await page.goto('/en/kosik/refresh-cart?cartCode=xyz');
  await expect(page).toHaveURL(/\/kosik\/sdilet\/xyz$/);
});

test('an old order link goes to the order in the account (via login for a guest)', async ({
  page,
}) => {
  await page.goto('/muj-ucet/objednavka/detail/26000001');
  await expect(page).toHaveURL(/\/prihlaseni\?returnUrl=%2Fucet%2Fobjednavka%2F26000001$/);
  await page.goto('/en/muj-ucet/objednavka/detail/26000001');
  await expect(page).toHaveURL(/\/en\/login\?returnUrl=%2Fen%2Faccount%2Forder%2F26000001$/);
});

test('account pages send a guest to login', async ({ page }) => {
  for (const [path, login] of [
    ['/ucet/moje-faktury', '/prihlaseni?returnUrl=%2Fucet%2Fmoje-faktury'],
    ['/en/account/favorites', '/en/login?returnUrl=%2Fen%2Faccount%2Ffavorites'],
  ]) {
    await page.goto(path as string);
    await expect(page).toHaveURL(new RegExp(`${(login as string).replace(/[?]/g, '\\?')}$`));
  }
});

test('checkout steps send a shopper back to the step they are missing', async ({ page }) => {
  await page.goto('/en/checkout/summary');
  await expect(page).toHaveURL(/\/en\/checkout\/cart$/);
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
});
