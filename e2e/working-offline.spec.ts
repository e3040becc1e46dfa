import { expect, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

test('after one visit the catalogue opens without a network', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const active = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });
  expect(active).toMatch(/\/sw\.js$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'připraven i pro práci offline' }),
  ).toBeVisible();

  // A second visit runs under the service worker, which keeps what the page loads.
  await page.reload();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Půjčovna a prodej filmové a foto techniky',
  );
  await expect(page.getByTestId('product-card')).toHaveCount(10);
  await context.setOffline(false);
});
