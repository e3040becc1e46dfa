import { expect, test } from './fixtures';

test('a checkout outage shows a fallback while the rest of the shop works', async ({ page }) => {
  await page.route('**/remotes/checkout/**', (route) =>
    route.fulfill({ status: 503, body: 'Service Unavailable' }),
  );
  await page.goto('/checkout/kosik');
  const fallback = page.locator('[data-remote-fallback="checkout"]');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('Tato část obchodu je dočasně nedostupná');

  // Other remotes and the shell keep working.
  await page.getByRole('link', { name: 'Půjčovna filmové techniky' }).click();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.goto('/en/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');

  // The fallback speaks English on English pages.
  await page.goto('/en/checkout/cart');
  await expect(fallback).toContainText('This part of the shop is temporarily unavailable');

  // When checkout is back, "Try again" loads it without reloading the page.
  await page.unroute('**/remotes/checkout/**');
  await fallback.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cart');
});

test('a remote whose script fails only breaks its own routes', async ({ page }) => {
  await page.route('**/remotes/account/**/*.js', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: 'throw new Error("bad deploy")',
    }),
  );
  await page.goto('/prihlaseni');
  await expect(page.locator('[data-remote-fallback="account"]')).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('a remote registered on an origin outside the allowlist is refused, not loaded', async ({
  page,
  consoleErrors,
}) => {
  const foreignEntry = 'https://remotes.evil.example/checkout/mf-manifest.json';
  // The registry comes with the page (its start-up state) or, from a cached shell, as
  // /remotes.json: the checkout's entry is moved to a foreign origin in both.
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const registry = await response.json();
    registry.checkout.entry = foreignEntry;
    await route.fulfill({ response, json: registry });
  });
  let moved = false;
  await page.route('**/checkout/kosik', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /"entry":"[^"]*\/checkout\/[^"/]+\/mf-manifest\.json"/,
      () => {
        moved = true;
        return `"entry":"${foreignEntry}"`;
      },
    );
    await route.fulfill({ response, body });
  });
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('evil.example')) foreign.push(request.url());
  });
  const answer = await page.goto('/checkout/kosik');
  expect(moved).toBe(true);
  // The page itself is served with the shop's policy: scripts from the shop's origins only.
  const csp = answer?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self'[^;]*;/);
  expect(csp).not.toContain('evil.example');
  const fallback = page.locator('[data-remote-fallback="checkout"]');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('Tato část obchodu je dočasně nedostupná');

  // The other remotes load as usual.
  await page.getByRole('link', { name: 'Půjčovna filmové techniky' }).click();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(foreign).toEqual([]);
  expect(consoleErrors.filter((error) => !error.includes('Remote checkout refused'))).toEqual([]);
});
