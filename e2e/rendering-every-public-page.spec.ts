// Plain HTTP: no browser is needed to read what the server answers.
import { expect, test } from '@playwright/test';
import { DEMO_ESTIMATE_CODE } from '../api/src/db/seed/demo-data';

/**
 * Every public page arrives rendered from the server, in Czech and in English: the walk asks for
 * each address of both sitemaps (every product, category, content page and blog post) and reads
 * the answer's Server-Timing, where the server names each part it left to the browser
 * (`fallback;desc="…"`). A slug of the other language is answered with a permanent redirect to
 * this language's one, not with a page that waits for the browser to move.
 */

/** Requests at once: the renderer's data is fetched beside the next page's render. */
const AT_ONCE = 4;

interface SitemapUrl {
  path: string;
  alternates: Record<string, string>;
}

function sitemapUrls(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry = '']) => {
    const loc = /<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? '';
    const alternates = Object.fromEntries(
      [...entry.matchAll(/hreflang="([a-z-]+)" href="([^"]+)"/g)].map(
        ([, lang = '', href = '']) => [lang, new URL(href).pathname],
      ),
    );
    return { path: new URL(loc).pathname, alternates };
  });
}

async function inTurns<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < items.length) {
        const item = items[next] as T;
        next += 1;
        await work(item);
      }
    }),
  );
}

test('every page of the sitemaps is rendered on the server, in cs and en', async ({ request }) => {
  test.setTimeout(420_000);
  const urls: SitemapUrl[] = [];
  for (const sitemap of ['/cs-sitemap.xml', '/en-sitemap.xml']) {
    const response = await request.get(sitemap);
    expect(response.status()).toBe(200);
    urls.push(...sitemapUrls(await response.text()));
  }
  expect(urls.length).toBeGreaterThan(800);
  expect(urls.filter((url) => url.path.startsWith('/en/')).length).toBe(urls.length / 2);

  /** What is wrong with the answer for `path`, or null when it came rendered. */
  const notRendered = async (path: string): Promise<{ why: string; late: boolean } | null> => {
    const response = await request.get(path, { maxRedirects: 0 });
    const timing = response.headers()['server-timing'] ?? '';
    if (response.status() === 200 && timing.includes('render;') && !timing.includes('fallback')) {
      return null;
    }
    return {
      why: `${path}: ${response.status()} ${timing}`,
      late: timing.includes('render deadline'),
    };
  };
  const fallbacks: string[] = [];
  const late: string[] = [];
  await inTurns(urls, async ({ path }) => {
    const problem = await notRendered(path);
    if (problem?.late) late.push(path);
    else if (problem) fallbacks.push(problem.why);
  });
  // A page given up for the render deadline (four at once on a loaded machine) is asked again
  // alone: it fails only when it is late again. Any other fallback fails at once.
  for (const path of late) {
    const problem = await notRendered(path);
    if (problem) fallbacks.push(problem.why);
  }
  expect(fallbacks, `${fallbacks.length} of ${urls.length} pages not rendered`).toEqual([]);
});

test('a slug of the other language moves to this language’s one, on the server', async ({
  request,
}) => {
  test.setTimeout(300_000);
  const response = await request.get('/cs-sitemap.xml');
  // Root slugs (products, categories, content pages) whose English slug differs.
  const moved = sitemapUrls(await response.text()).filter(
    ({ path, alternates }) =>
      /^\/[^/]+$/.test(path) &&
      alternates.en !== undefined &&
      alternates.en !== `/en${path}` &&
      /^\/en\/[^/]+$/.test(alternates.en),
  );
  expect(moved.length).toBeGreaterThan(30);
  const wrong: string[] = [];
  await inTurns(moved, async ({ path, alternates }) => {
    // The Czech slug under /en, and the English one without it.
    const english = alternates.en ?? '';
    for (const [asked, own] of [
      [`/en${path}`, english],
      [english.replace(/^\/en/, ''), path],
    ] as const) {
      const answer = await request.get(asked, { maxRedirects: 0 });
      const location = answer.headers().location ?? '';
      if (answer.status() !== 301 || new URL(location, 'http://shop').pathname !== own) {
        wrong.push(`${asked}: ${answer.status()} → ${location} (expected 301 → ${own})`);
      }
    }
  });
  expect(wrong, wrong.slice(0, 10).join('\n')).toEqual([]);
});

test('the home page, a product’s page, a category’s, the search page’s and a document’s are rendered once, from what their loaders asked for', async ({
  request,
}) => {
  const latest = (await (await request.get('/api/products/latest?limit=3')).json()) as {
    products: Array<{ slug: string }>;
  };
  expect(latest.products.length).toBe(3);
  const { categories } = (await (await request.get('/api/categories')).json()) as {
    categories: Array<{ slug: string; productCount: number }>;
  };
  const category = categories.find((item) => item.productCount > 0);
  expect(category).toBeDefined();
  const pages = [
    '/',
    '/en',
    ...latest.products.map((product) => `/${product.slug}`),
    `/${category?.slug}`,
    // A category with a text in its address: the header's box shows it with its suggestions.
    `/${category?.slug}?s=objektiv`,
    // Search results (two pages deep), words that find nothing ("Did you mean …?") and a
    // selection link.
    '/hledat?s=objektiv&page=2',
    '/en/search?s=lens',
    '/hledat?s=stativxyz',
    '/hledat?ids=4,1',
    `/document/estimate/${DEMO_ESTIMATE_CODE}`,
  ];
  for (const path of pages) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const timing = response.headers()['server-timing'] ?? '';
    expect(timing, path).toMatch(/data;dur=[\d.]+;desc="1 pass", api;desc="\d+ calls"/);
    // A query a part of the page read that no loader had asked for would be named here
    // (`fallback;desc="data no loader asked for: …"`), its part left loading for the browser.
    expect(timing, path).not.toContain('fallback');
  }
});
