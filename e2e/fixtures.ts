import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Collects the page's console errors and uncaught exceptions. Journeys end with
 * `expectNoConsoleErrors`; the ones that break something on purpose check for the errors they expect.
 */
/**
 * Public pages arrive rendered from the server, before the browser has taken them over: `goto`
 * and `reload` also wait until the page is live (`<html data-page="ready">`), so a journey does
 * not press a button that does nothing yet. A page that never gets there (a start-up that fails
 * on purpose) is left to the journey's own expectations.
 */
async function untilLive(page: Page): Promise<void> {
  await page
    .locator('html[data-page="ready"]')
    .waitFor({ state: 'attached', timeout: 10_000 })
    .catch(() => undefined);
}

export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await untilLive(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await untilLive(page);
        return response;
      };
    }
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The page's console warnings and errors from now on (`clear` starts afresh), and those of them
 * that say React rendered the server's page again instead of taking it over (a hydration mismatch).
 */
export function watchConsole(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') messages.push(message.text());
  });
  return {
    messages,
    hydrationWarnings: () => messages.filter((text) => /hydrat|rendered again/i.test(text)),
    clear: () => {
      messages.length = 0;
    },
  };
}

export async function expectNoConsoleErrors(errors: string[]) {
  expect(errors, errors.join('\n')).toEqual([]);
}

/** An axe scan of the whole page: no violations, listed by rule and element when there are. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(violations, `axe on ${new URL(page.url()).pathname}`).toEqual([]);
}

/**
 * axe's label-content-name-mismatch (off by default, as experimental): a control named by its
 * visible words must have them in its accessible name ('Add to cart – Sony FX3', not 'Add Sony FX3
 * to cart'), so that a voice-control user can say what they see.
 */
export async function expectNamesWithVisibleText(page: Page) {
  const results = await new AxeBuilder({ page })
    .withRules(['label-content-name-mismatch'])
    .analyze();
  const nodes = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  );
  expect(nodes, `names on ${new URL(page.url()).pathname}`).toEqual([]);
}

export async function addFirstProductToCart(page: Page) {
  const card = page.getByTestId('product-card').first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button').click();
  return name;
}

/** The screens the journeys run on: a phone (the shop is built for it first), a laptop, a desktop. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1366, height: 768 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * Words that give a language away (whole words, any case). A page in one language shows none of
 * the other's, in its text or its accessible names and hints.
 */
export const TELL_TALE_WORDS = {
  cs: [
    'Košík',
    'košíku',
    'Objednávka',
    'Přihlásit',
    'Přihlášení',
    'Doprava',
    'Sleva',
    'Cena',
    'den',
    'bez DPH',
    's DPH',
    'Kategorie',
    'Hledat',
    'Vyhledat',
    'Zpět',
    'Úvodní stránka',
    'Obchod',
    'Pobočky',
    'Zavřít',
    'ks',
    'Přidat',
    'Odebrat',
    'Celkem',
    'Pokračovat',
    'Účet',
    'Faktura',
    'Nabídka',
    'Dotazy',
  ],
  en: [
    'Cart',
    'Order',
    'Sign in',
    'Shipping',
    'Discount',
    'Price',
    'day',
    'excl. VAT',
    'incl. VAT',
    'Categories',
    'Search',
    'Back',
    'Home',
    'Shop',
    'Branches',
    'Close',
    'pcs',
    'Add to cart',
    'Remove',
    'Total',
    'Continue',
    'Account',
    'Invoice',
    'Questions',
    'Rental',
  ],
} as const;

/**
 * What the page shows a reader of `locale` in the other language: each of the other language's
 * tell-tale words found in the visible text, the document title, accessible names (aria-label,
 * alt, title) and placeholders, with where it stands. Product names (`[data-product-name]`) and
 * passages marked in the other language (`lang`) are theirs to keep.
 */
export async function otherLanguageWords(page: Page, locale: 'cs' | 'en') {
  const other = locale === 'cs' ? 'en' : 'cs';
  return page.evaluate(
    ({ words, otherLang }) => {
      const patterns = words.map((word) => ({
        word,
        pattern: new RegExp(
          `(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
          'iu',
        ),
      }));
      const exempt = (element: Element | null) =>
        !element ||
        element.closest(`[data-product-name], [lang="${otherLang}"]:not(html)`) !== null ||
        element.closest('script, style, noscript, template') !== null;
      const found: string[] = [];
      const check = (text: string, where: string) => {
        for (const { word, pattern } of patterns) {
          if (pattern.test(text)) found.push(`"${word}" in ${where}: ${text.trim().slice(0, 80)}`);
        }
      };
      check(document.title, 'the title');
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (exempt(parent) || !parent?.checkVisibility()) continue;
        if (node.textContent?.trim()) check(node.textContent, `<${parent.localName}>`);
      }
      for (const element of document.body.querySelectorAll(
        '[aria-label], [alt], [title], [placeholder]',
      )) {
        if (exempt(element)) continue;
        for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
          const value = element.getAttribute(name);
          if (value) check(value, `${name} of <${element.localName}>`);
        }
      }
      return found;
    },
    { words: [...TELL_TALE_WORDS[other]], otherLang: other },
  );
}

/** The page reads in one language: none of the other's tell-tale words (otherLanguageWords). */
export async function expectOneLanguage(page: Page, locale: 'cs' | 'en') {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const found = await otherLanguageWords(page, locale);
  expect(found, `${locale} page ${new URL(page.url()).pathname}`).toEqual([]);
}
