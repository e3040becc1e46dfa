/**
 * Searching as people type, in Czech and English, on a desktop and on a 390 × 844 phone: word
 * forms ('kamera', 'svetla' without diacritics) and a typo ('objektvi') find cameras, lights and
 * lenses first; the header's suggestions mark the matching part of names; words that find nothing
 * offer the nearest ones as a link.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoConsoleErrors, test, VIEWPORTS } from './fixtures';

const viewports = {
  desktop: VIEWPORTS.desktop,
  phone: VIEWPORTS.phone,
};

const languages = {
  cs: {
    home: '/',
    search: '/hledat',
    box: 'Hledat v nabídce',
    categories: 'Kategorie',
    typo: ['objektvi', 'Objektiv'],
    didYouMean: 'Měli jste na mysli',
    words: [
      ['kamera', 'Kamery'],
      ['svetla', 'Světla'],
      ['objektvi', 'Objektivy'],
    ],
  },
  en: {
    home: '/en',
    search: '/en/search',
    box: 'Search the catalogue',
    categories: 'Categories',
    typo: ['lenss', 'Lens'],
    didYouMean: 'Did you mean',
    words: [
      ['kamera', 'Kamery'],
      ['svetla', 'Světla'],
      ['objektvi', 'Objektivy'],
      ['camera', 'Kamery'],
      ['lights', 'Světla'],
      ['lenses', 'Objektivy'],
    ],
  },
} as const;

interface ListedProduct {
  name: string;
  categoryName: string;
  translations: { en?: { name: string } };
}

/** The product list's answer for `text` (not the header's suggestions). */
function productListAnswer(page: Page, text: string) {
  return page.waitForResponse((response) => {
    if (!response.url().endsWith('/api/products')) return false;
    const form = new URLSearchParams(response.request().postData() ?? '');
    return !form.has('autocomplete') && form.get('search_text') === text;
  });
}

/** The header's search box; on a phone it opens behind its button first. */
async function searchBox(page: Page, name: string): Promise<Locator> {
  const box = page.getByRole('combobox', { name });
  const button = page.getByRole('button', { name });
  await expect(box.or(button).first()).toBeVisible();
  if (!(await box.isVisible())) await button.click();
  await expect(box).toBeVisible();
  return box;
}

for (const [device, viewport] of Object.entries(viewports)) {
  for (const [locale, words] of Object.entries(languages)) {
    test(`${locale} on a ${device}: word forms and typos find what they mean`, async ({
      page,
      consoleErrors,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await page.goto(words.home);

      // The header's suggestions mark the part of a name that matches.
      const box = await searchBox(page, words.box);
      const [typo, marked] = words.typo;
      await box.fill(typo);
      const lenses = page
        .getByRole('listbox')
        .getByRole('group', { name: words.categories })
        .getByRole('option')
        .first();
      await expect(lenses.locator('mark')).toHaveText(marked);
      await expect(lenses.locator('mark')).toBeVisible();

      // Enter opens the results: a lens first.
      const answer = productListAnswer(page, typo);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${words.search}\\?s=${typo}$`));
      const first = ((await (await answer).json()) as { products: ListedProduct[] }).products[0];
      expect(first?.categoryName).toBe('Objektivy');
      await expect(page.getByTestId('product-card').first().getByRole('heading')).toHaveText(
        (locale === 'en' ? first?.translations.en?.name : first?.name) ?? '-',
      );

      for (const [word, category] of words.words) {
        // The search page's own question to the API (the page opened by its address comes
        // rendered from the server, which asked it the same).
        await page.goto(`${words.search}?s=${encodeURIComponent(word)}`);
        const { products } = (await (
          await page.request.post('/api/products', {
            form: { lang: locale, limit: 24, page: 1, sort_old_desc: 1, search_text: word },
          })
        ).json()) as { products: ListedProduct[] };
        expect(
          products.slice(0, 3).map((product) => product.categoryName),
          `${word}: ${products.map((product) => product.name).join(', ')}`,
        ).toEqual([category, category, category]);
        await expect(page.getByTestId('product-card').first()).toBeVisible();
      }

      // Words that find nothing offer the nearest ones.
      await page.goto(`${words.search}?s=stativxyz`);
      const suggestion = page.getByTestId('search-suggestion');
      await expect(suggestion).toHaveText(`${words.didYouMean} stativy?`);
      const found = productListAnswer(page, 'stativy');
      await suggestion.getByRole('link', { name: 'stativy' }).click();
      await expect(page).toHaveURL(new RegExp(`${words.search}\\?s=stativy$`));
      expect(((await (await found).json()) as { products: ListedProduct[] }).products.length).toBe(
        10,
      );
      await expect(page.getByTestId('product-card')).toHaveCount(10);
      await expectNoConsoleErrors(consoleErrors);
    });
  }
}
