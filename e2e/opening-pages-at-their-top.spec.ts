import type { Page } from '@playwright/test';
import {
  addFirstProductToCart,
  expect,
  expectNoAxeViolations,
  expectNoConsoleErrors,
  test,
  VIEWPORTS,
} from './fixtures';

/**
 * Pages open like a browser opens them: a new page at its top, Back and Forward where the shopper
 * left it, with the same products loaded. On a phone and on a laptop, in both languages.
 */
const viewports = {
  phone: VIEWPORTS.phone,
  laptop: VIEWPORTS.laptop,
} as const;

const journeys = [
  {
    locale: 'cs',
    list: '/objektivy',
    heading: 'Objektivy',
    loadMore: /^Načíst další/,
    home: '/',
  },
  {
    locale: 'en',
    list: '/en/lenses',
    heading: 'Lenses',
    loadMore: /^Load \d+ more/,
    home: '/en',
  },
] as const;

/** How far from where it was left a page may come back (sub-pixel rounding of the layout). */
const TOLERANCE_PX = 3;

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls the window to `y` and waits until it is there (and the browser has painted it). */
async function scrollTo(page: Page, y: number): Promise<number> {
  await page.evaluate((target) => window.scrollTo(0, target), y);
  await expect.poll(() => scrollY(page)).toBe(y);
  return y;
}

for (const [device, viewport] of Object.entries(viewports)) {
  for (const journey of journeys) {
    test(`a product opens at its top and Back returns to the list where it was left, with its products (${device}, ${journey.locale})`, async ({
      page,
      consoleErrors,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await page.goto(journey.list);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.heading);
      const cards = page.getByTestId('product-card');
      await expect(cards).toHaveCount(24);
      await expectNoAxeViolations(page);

      // The list offers more: one more page, where the shopper is (no jump to the top), then far
      // down it, to a product near its end.
      const loadMore = page.getByRole('button', { name: journey.loadMore });
      await loadMore.scrollIntoViewIfNeeded();
      const beforeMore = await scrollY(page);
      expect(beforeMore).toBeGreaterThan(viewport.height);
      await loadMore.click();
      await expect(cards).toHaveCount(48);
      await expect(page).toHaveURL(/[?&]page=2\b/);
      expect(Math.abs((await scrollY(page)) - beforeMore)).toBeLessThanOrEqual(TOLERANCE_PX);
      const listUrl = page.url();
      const card = cards.nth(44);
      const top = await card.evaluate((element) =>
        Math.round(element.getBoundingClientRect().top + window.scrollY),
      );
      const maxY = await page.evaluate(() =>
        Math.round(document.documentElement.scrollHeight - window.innerHeight),
      );
      // The card in the upper third of the window, at a position the list alone makes possible.
      const left = await scrollTo(page, Math.min(maxY, top - Math.round(viewport.height / 3)));
      expect(left).toBeGreaterThan(viewport.height * 3);
      const link = card.getByRole('heading').getByRole('link');
      const name = ((await link.textContent()) ?? '').trim();
      await link.click();

      // The product, at its top, and it stays there while its parts arrive.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.locator('html[data-page="ready"]')).toBeAttached();
      await expect.poll(() => scrollY(page)).toBe(0);
      await page.waitForLoadState('networkidle');
      expect(await scrollY(page)).toBe(0);
      await expectNoAxeViolations(page);

      // Back: the list with both pages, where the shopper left it.
      await page.goBack();
      await expect(page).toHaveURL(listUrl);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.heading);
      await expect(cards).toHaveCount(48);
      await expect
        .poll(async () => Math.abs((await scrollY(page)) - left))
        .toBeLessThanOrEqual(TOLERANCE_PX);
      await expect(card.getByRole('heading').getByRole('link')).toBeInViewport();

      // Forward: the product again, at the top where it was left.
      await page.goForward();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect.poll(() => scrollY(page)).toBe(0);

      // The home page too: a product opened from far down it starts at its top.
      await page.goto(journey.home);
      const homeCard = page.getByTestId('product-card').last();
      const homeTop = await homeCard.evaluate((element) =>
        Math.round(element.getBoundingClientRect().top + window.scrollY),
      );
      const homeLeft = await scrollTo(page, Math.max(0, homeTop - 100));
      expect(homeLeft).toBeGreaterThan(viewport.height / 2);
      const homeLink = homeCard.getByRole('heading').getByRole('link');
      const homeName = ((await homeLink.textContent()) ?? '').trim();
      await homeLink.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeName);
      await expect.poll(() => scrollY(page)).toBe(0);
      await page.goBack();
      await expect(page.getByTestId('product-card').last()).toBeVisible();
      await expect
        .poll(async () => Math.abs((await scrollY(page)) - homeLeft))
        .toBeLessThanOrEqual(TOLERANCE_PX);

      await expectNoConsoleErrors(consoleErrors);
    });
  }
}

test('a link to a part of a page the browser renders opens at that part, once it is there', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 600 });
  await page.goto('/');
  await addFirstProductToCart(page);
  await expect(page.getByRole('link', { name: /^Košík 1 položk/ })).toBeVisible();

  // The cart is rendered by the browser: its parts come with the cart's data, after the route.
  await page.goto('/checkout/kosik#offer-title');
  const target = page.locator('#offer-title');
  await expect(target).toBeAttached();
  await expect
    .poll(() =>
      target.evaluate((element) => {
        const end = document.documentElement.scrollHeight - window.innerHeight;
        const top = Math.round(element.getBoundingClientRect().top);
        return Math.abs(top) <= 1 || Math.abs(window.scrollY - end) <= 1;
      }),
    )
    .toBe(true);
  expect(await scrollY(page)).toBeGreaterThan(0);

  // The next page opens at its top.
  await page.getByRole('link', { name: 'Pokračovat k osobním údajům' }).click();
  await expect(page).toHaveURL(/\/checkout\/osobni-udaje$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expectNoConsoleErrors(consoleErrors);
});
