import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoConsoleErrors, test } from './fixtures';

/**
 * What a search engine is told: robots.txt keeps crawlers off the pages of one shopper's session
 * and of private links, in both languages, and names the sitemap; those pages say `noindex` in
 * their head, as the server sends them and after a navigation in the browser; the public pages
 * do not, and their titles name the shop once, in the page's language.
 */

/** Whether robots.txt keeps crawlers off a path (its Disallow lines match by prefix). */
function disallows(robots: string, path: string): boolean {
  return robots
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .some((line) => path.startsWith(line.slice('Disallow: '.length)));
}

const NOINDEX = '<meta name="robots" content="noindex">';

/**
 * The page's HTML as the server's renderer wrote it. A renderer past its deadline (a busy machine)
 * answers the shell's bare page instead (`Server-Timing: fallback`), which has no head of the
 * page's own: asked again then.
 */
async function renderedHtml(
  request: APIRequestContext,
  path: string,
  cookie?: string,
): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    // The page itself, not where a guard would send the request.
    const answer = await request.get(path, {
      maxRedirects: 0,
      ...(cookie ? { headers: { cookie } } : {}),
    });
    expect(answer.headers().location, `${path} answered itself`).toBeUndefined();
    const timing = answer.headers()['server-timing'] ?? '';
    if (timing.startsWith('render;') || attempt === 8) {
      expect(timing, `${path} rendered by the server`).toMatch(/^render;/);
      return answer.text();
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

test('robots.txt keeps crawlers off private and session pages in both languages and names the sitemap', async ({
  request,
  baseURL,
}) => {
  const answer = await request.get('/robots.txt');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^text\/plain/);
  const robots = await answer.text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  for (const path of [
    '/checkout/kosik',
    '/en/checkout/cart',
    '/checkout/osobni-udaje',
    '/en/checkout/summary',
    '/prihlaseni',
    '/en/login',
    '/registrace',
    '/en/registration',
    '/zapomenute-heslo',
    '/en/reset-password',
    '/ucet',
    '/ucet/moje-faktury',
    '/en/account',
    '/kosik/sdilet/abc',
    '/en/checkout/share/abc',
    '/objednavka-odeslana/26000001',
    '/en/order-received/26000001',
    '/online-platby/gopay/1',
    '/p/abc',
    '/t/abc',
    '/price-offer/abc',
    '/document/invoice/abc',
    '/api/products',
  ]) {
    expect(disallows(robots, path), path).toBe(true);
  }
  for (const path of ['/', '/en', '/objektivy', '/en/lenses', '/faq', '/en/blog', '/kontakty']) {
    expect(disallows(robots, path), path).toBe(false);
  }
});

test('the server sends noindex in the head of session and private pages, and not of public ones', async ({
  request,
}) => {
  test.slow();
  const cartCode = (
    (await (await request.post('/api/cart/generate')).json()) as { cartCode: string }
  ).cartCode;
  for (const path of [
    '/checkout/kosik',
    '/en/checkout/cart',
    '/prihlaseni',
    '/en/login',
    '/registrace',
    '/zapomenute-heslo',
    '/en/reset-password',
    `/kosik/sdilet/${cartCode}`,
    `/en/checkout/share/${cartCode}`,
    '/p/0123456789abcdef0123456789abcdef',
  ]) {
    const html = await renderedHtml(request, path);
    expect(html.includes(NOINDEX), path).toBe(true);
  }
  // The account's pages, as a browser with a session (its hint) is sent them.
  for (const path of ['/ucet', '/en/account/favorites']) {
    const html = await renderedHtml(request, path, 'shop_session=1');
    expect(html.includes(NOINDEX), path).toBe(true);
  }
  for (const path of ['/', '/en', '/objektivy', '/en/lenses', '/faq']) {
    const html = await renderedHtml(request, path);
    expect(html.includes('name="robots"'), path).toBe(false);
  }
});

test('a page opened in the browser says noindex while it is shown, and the title names the shop once', async ({
  page,
  consoleErrors,
}) => {
  const robots = page.locator('head meta[name="robots"]');
  await page.goto('/en');
  await expect(page).toHaveTitle('Film Equipment Rental');
  await expect(robots).toHaveCount(0);

  await page.getByRole('link', { name: /^Cart \d+ items?$/ }).click();
  await expect(page).toHaveURL(/\/en\/checkout\/cart$/);
  await expect(page).toHaveTitle('Cart | Film Equipment Rental');
  await expect(robots).toHaveAttribute('content', 'noindex');

  await page.goBack();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page).toHaveTitle('Film Equipment Rental');
  await expect(robots).toHaveCount(0);

  await page.goto('/');
  await expect(page).toHaveTitle('Půjčovna filmové techniky');
  await page
    .getByRole('link', { name: /^Přihlášení/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/prihlaseni/);
  await expect(page).toHaveTitle('Přihlášení | Půjčovna filmové techniky');
  await expect(robots).toHaveAttribute('content', 'noindex');
  await expectNoConsoleErrors(consoleErrors);
});
