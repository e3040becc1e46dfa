/**
 * A shopper finds every page by clicking, never typing a URL: the footer's content pages, a
 * category from the header's menu, a product, and back through the breadcrumbs. In Czech and
 * English, on a desktop and on a 390 × 844 phone (where the header is one compact row), with axe
 * finding nothing on any page the journey shows.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  expectNamesWithVisibleText,
  expectNoAxeViolations,
  expectNoConsoleErrors,
  test,
  VIEWPORTS,
} from './fixtures';

const viewports = {
  desktop: VIEWPORTS.desktop,
  phone: VIEWPORTS.phone,
} as const;

const text = {
  cs: {
    home: '/',
    // The footer's links and the pages they open.
    footer: [
      ['Časté dotazy', '/faq'],
      ['Vše o pronájmu', '/vse-o-pronajmu'],
      ['Všeobecné obchodní podmínky', '/obchodni-podminky'],
      ['Ochrana osobních údajů', '/ochrana-osobnich-udaju'],
      ['Studentské slevy', '/studentske-slevy'],
      ['Blog', '/blog'],
      ['Kontakty', '/kontakty'],
    ],
    categories: 'Kategorie',
    category: ['Objektivy', '/objektivy'],
    breadcrumbs: 'Drobečková navigace',
    homeCrumb: 'Domů',
    account: 'Přihlášení',
    search: 'Hledat v nabídce',
    menu: 'Menu',
  },
  en: {
    home: '/en',
    footer: [
      ['FAQ', '/en/faq'],
      ['All about rental', '/en/all-about-rental'],
      ['Terms and conditions', '/en/terms-and-conditions'],
      ['Privacy policy', '/en/privacy-policy'],
      ['Student discounts', '/en/student-discounts'],
      ['Blog', '/en/blog'],
      ['Contacts', '/en/contacts'],
    ],
    categories: 'Categories',
    category: ['Lenses', '/en/lenses'],
    breadcrumbs: 'Breadcrumb',
    homeCrumb: 'Home',
    account: 'Sign in',
    search: 'Search the catalogue',
    menu: 'Menu',
  },
} as const;

/**
 * The page has its heading (the one named, when the page before had one too: a navigation's new
 * address shows before its page) and its data, then axe looks at all of it, including whether each
 * control's name holds its visible words.
 */
async function settledAndAccessible(page: Page, path: string, heading?: string) {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(
    page
      .getByRole('heading', { level: 1, ...(heading ? { name: heading, exact: true } : {}) })
      .first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);
  await expectNamesWithVisibleText(page);
}

for (const [device, viewport] of Object.entries(viewports)) {
  for (const locale of ['cs', 'en'] as const) {
    const t = text[locale];

    test(`${device}, ${locale}: every content page, a category and a product by clicking alone`, async ({
      page,
      consoleErrors,
    }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await page.goto(t.home);
      await expect(page.getByTestId('home-latest')).toBeVisible();
      const header = page.getByRole('banner');

      if (device === 'phone') {
        // One compact row: search, account and the cart with its count always in view.
        const box = await header.boundingBox();
        expect(box?.height ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(120);
        await expect(header.getByRole('button', { name: t.search })).toBeVisible();
        await expect(header.getByRole('link', { name: t.account })).toBeVisible();
        await expect(header.getByTestId('cart-badge')).toBeVisible();
        await expect(header.getByTestId('cart-badge')).toHaveText(/0$/);
        await expect(header.getByRole('button', { name: t.menu })).toBeVisible();
      }
      await settledAndAccessible(page, t.home);

      // Every content page, each from the footer of the page before; its heading is the link's
      // words.
      for (const [name, path] of t.footer) {
        await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
        await settledAndAccessible(page, path, name);
      }

      // A category from the header's menu (on a phone, inside the menu panel).
      let menu = header;
      if (device === 'phone') {
        await header.getByRole('button', { name: t.menu }).click();
        menu = page.getByRole('dialog', { name: t.menu });
      }
      const toggle = menu.getByRole('button', { name: t.categories });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await menu.getByRole('link', { name: t.category[0], exact: true }).click();
      await expect(page.getByTestId('product-grid')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await settledAndAccessible(page, t.category[1], t.category[0]);
      const crumbs = page.getByRole('navigation', { name: t.breadcrumbs });
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(t.category[0]);

      // A product of the category, then back up through its breadcrumbs.
      const card = page.getByTestId('product-card').first();
      const productName = (await card.getByRole('heading').textContent()) ?? '';
      await card.getByRole('link', { name: productName }).first().click();
      await expect(page.getByTestId('product-detail')).toBeVisible();
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(productName);
      await settledAndAccessible(page, new URL(page.url()).pathname, productName);
      const data = JSON.parse(
        (await crumbs.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      );
      expect(data['@type']).toBe('BreadcrumbList');
      expect(data.itemListElement.at(-1).name).toBe(productName);

      await crumbs.getByRole('link', { name: t.category[0], exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === t.category[1]);
      await expect(page.getByTestId('product-grid')).toBeVisible();
      await page
        .getByRole('navigation', { name: t.breadcrumbs })
        .getByRole('link', { name: t.homeCrumb })
        .click();
      await expect(page).toHaveURL((url) => url.pathname === t.home);
      await expect(page.getByTestId('home-latest')).toBeVisible();
      await expectNoConsoleErrors(consoleErrors);
    });
  }
}

test('the category menu works with the keyboard alone: Enter opens it, Esc closes it', async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto('/');
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Kategorie' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Kamery', exact: true }),
  ).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

test('registration links the terms it asks the shopper to accept', async ({ page }) => {
  await page.goto('/registrace');
  await page.getByRole('link', { name: 'obchodními podmínkami' }).click();
  await expect(page).toHaveURL(/\/obchodni-podminky$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Všeobecné obchodní podmínky');
});
