import type { Page } from '@playwright/test';
import { DEMO_ESTIMATE_CODE } from '../api/src/db/seed/demo-data';
import {
  expect,
  expectNamesWithVisibleText,
  expectOneLanguage,
  otherLanguageWords,
  test,
} from './fixtures';

/** The journey's pages in each language, each with the level-one heading that says it is shown. */
const journeys = {
  cs: {
    product: { path: '/sony-fx6', heading: 'Sony FX6', add: 'Přidat do košíku – Sony FX6' },
    pages: [
      { path: '/', heading: 'Půjčovna a prodej filmové a foto techniky' },
      { path: '/objektivy', heading: 'Objektivy' },
      { path: '/sada-cine-objektivu-na-miru', heading: 'Sada cine objektivů na míru' },
      { path: '/checkout/kosik', heading: 'Košík' },
      { path: '/faq', heading: /Časté dotazy|FAQ/ },
      { path: `/document/estimate/${DEMO_ESTIMATE_CODE}`, heading: /^Zálohová faktura/ },
    ],
  },
  en: {
    product: { path: '/en/sony-fx6', heading: 'Sony FX6', add: 'Add to cart – Sony FX6' },
    pages: [
      { path: '/en', heading: 'Film and photo equipment rental and sale' },
      { path: '/en/lenses', heading: 'Lenses' },
      { path: '/en/build-your-own-cine-lens-set', heading: 'Build your own cine lens set' },
      { path: '/en/checkout/cart', heading: 'Cart' },
      { path: '/en/faq', heading: /FAQ|Frequently asked questions/ },
      { path: `/en/document/estimate/${DEMO_ESTIMATE_CODE}`, heading: /^Proforma invoice/ },
    ],
  },
} as const;

async function settle(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  // Lists and prices come after the heading: wait until nothing is loading any more.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /Načítá|Loading/ })).toHaveCount(0);
}

for (const locale of ['cs', 'en'] as const) {
  test(`every page of the journey reads in one language (${locale})`, async ({ page }) => {
    test.slow();
    const { product, pages } = journeys[locale];
    // A product's page, and the same product in the cart the journey reads later.
    await page.goto(product.path);
    await settle(page, product.heading);
    await expectOneLanguage(page, locale);
    await expectNamesWithVisibleText(page);
    await page.getByRole('button', { name: product.add, exact: true }).click();
    await expect(page.getByTestId('cart-badge')).toContainText('1');
    await expectOneLanguage(page, locale);

    for (const { path, heading } of pages) {
      await page.goto(path);
      await settle(page, heading);
      await expectOneLanguage(page, locale);
      await expectNamesWithVisibleText(page);
    }
  });
}

test('the scan finds words of the other language, and leaves product names alone', async ({
  page,
}) => {
  await page.goto('/en/faq');
  await settle(page, /FAQ|Frequently asked questions/);
  await page.evaluate(() => {
    const main = document.querySelector('main');
    const note = document.createElement('p');
    note.textContent = 'Cena za den bez DPH';
    const name = document.createElement('p');
    name.dataset.productName = '';
    name.textContent = 'Sada na den';
    main?.append(note, name);
  });
  const found = await otherLanguageWords(page, 'en');
  expect(found.map((entry) => entry.split(' in ')[0])).toEqual(['"Cena"', '"den"', '"bez DPH"']);
  // Read as if it were Czech, the English page is full of English words: the scan sees the page.
  const english = await otherLanguageWords(page, 'cs');
  expect(english.some((entry) => entry.startsWith('"Cart" in aria-label'))).toBe(true);
  expect(english.some((entry) => entry.startsWith('"Search" in'))).toBe(true);
});
