import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { deployDir } from './playwright.config';

async function countLoads(page: Page) {
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  return loads;
}

test('a new release makes the next navigation a full page load, exactly once', async ({ page }) => {
  const loads = await countLoads(page);
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // A release lands: latest.json now names another catalogue build (for the server's renderer
  // too, whose pages say which builds they were rendered with).
  const latest = path.join(deployDir, 'builds/latest.json');
  const released = readFileSync(latest, 'utf8');
  writeFileSync(latest, JSON.stringify({ ...JSON.parse(released), catalog: 'a-newer-build' }));
  try {
    const polled = page.waitForResponse(/\/builds\/latest\.json/);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await (await polled).finished();
    // (The poller reads the answer in the page's next task.)
    await page.waitForTimeout(250);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.getByTestId('cart-badge').click();
    await expect(page).toHaveURL(/\/checkout\/kosik$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Košík');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
    expect(loads).toHaveLength(2);

    // The reloaded page knows the new release: navigating on stays in the page.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'Půjčovna filmové techniky' }).click();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(loads).toHaveLength(2);
  } finally {
    writeFileSync(latest, released);
  }
});

test('a missing chunk reloads the page once, and not again within 10 s', async ({ page }) => {
  test.setTimeout(60_000);
  const loads = await countLoads(page);
  await page.route('**/remotes/catalog/*/__federation_expose_pages__home*.js', (route) =>
    route.fulfill({ status: 404, body: 'gone' }),
  );
  await page.goto('/');
  const fallback = page.locator('[data-remote-fallback="catalog"]');
  await expect(fallback).toBeVisible();
  const firstReload = Date.now();
  expect(loads).toHaveLength(2);

  // Retrying within 10 s fails the same way, and the guard allows no second reload.
  await fallback.getByRole('button', { name: 'Zkusit znovu' }).click();
  await page.waitForTimeout(1000);
  await expect(fallback).toBeVisible();
  expect(loads).toHaveLength(2);

  // Once 10 s have passed, the same failure may reload the page once more.
  await page.waitForTimeout(Math.max(0, firstReload + 10_500 - Date.now()));
  await fallback.getByRole('button', { name: 'Zkusit znovu' }).click();
  await expect.poll(() => loads.length).toBe(3);
  await expect(fallback).toBeVisible();
});
