import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RedirectResponse, SlugResponse } from '@shop/shared/contract';
import { SaxesParser } from 'saxes';
import { remoteManifest as accountRoutes } from '../../../../mf-account/src/routes';
import { remoteManifest as catalogRoutes } from '../../../../mf-catalog/src/routes';
import { remoteManifest as checkoutRoutes } from '../../../../mf-checkout/src/routes';
import { remoteManifest as documentRoutes } from '../../../../mf-documents/src/routes';
import { buildApp } from '../../app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { indexSitemap, sitemapIndex } from './service';

let database: TestDatabase;
let app: ReturnType<typeof buildApp>;
before(async () => {
  database = await createTestDatabase();
  app = buildApp({ db: database.db, config: { publicOrigin: 'https://www.pujcovna.example' } });
  await app.ready();
});
after(async () => {
  await app?.close();
  await database?.close();
});

async function get<T>(
  url: string,
): Promise<{ status: number; body: T; headers: Record<string, unknown> }> {
  const response = await app.inject(url);
  const json = String(response.headers['content-type']).startsWith('application/json');
  return {
    status: response.statusCode,
    body: (json ? response.json() : response.body) as T,
    headers: response.headers,
  };
}

const slug = (path: string, lang?: string) =>
  get<SlugResponse>(`/api/slug?path=${encodeURIComponent(path)}${lang ? `&lang=${lang}` : ''}`);

describe('GET /api/slug', () => {
  it('resolves categories, products and content pages in both languages', async () => {
    assert.deepEqual((await slug('/kamery', 'cs')).body, {
      success: true,
      kind: 'category',
      id: 1,
      slug: 'kamery',
      slugs: { cs: 'kamery', en: 'cameras' },
    });
    assert.deepEqual((await slug('/cameras', 'en')).body, {
      success: true,
      kind: 'category',
      id: 1,
      slug: 'cameras',
      slugs: { cs: 'kamery', en: 'cameras' },
    });
    assert.deepEqual((await slug('/en/cameras')).body.slug, 'cameras');
    assert.deepEqual((await slug('/nanlite-forza-300', 'cs')).body, {
      success: true,
      kind: 'product',
      id: 19,
      slug: 'nanlite-forza-300',
      slugs: { cs: 'nanlite-forza-300', en: 'nanlite-forza-300' },
    });
    const tape = await slug('/gaffer-tape-black-50-mm-50-m', 'en');
    assert.equal(tape.body.kind, 'product');
    assert.equal(tape.body.slugs.cs, 'gaffer-paska-cerna-50-mm-50-m');
    const page = await slug('/o-nas', 'cs');
    assert.equal(page.body.kind, 'page');
    assert.deepEqual(page.body.slugs, { cs: 'o-nas', en: 'about-us' });
    assert.equal((await slug('/obchodni-podminky')).body.kind, 'page');
  });

  it('answers a slug of the other language with the slug in the asked one', async () => {
    assert.deepEqual((await slug('/kamery', 'en')).body, {
      success: true,
      kind: 'category',
      id: 1,
      slug: 'cameras',
      slugs: { cs: 'kamery', en: 'cameras' },
    });
  });

  it('resolves blog and about-rental pages under their prefixes', async () => {
    const blog = await slug('/blog/haze-a-viditelne-paprsky');
    assert.equal(blog.body.kind, 'page');
    assert.equal(blog.body.slugs.en, 'haze-and-visible-beams');
    const about = await slug('/en/all-about-rental/night-safe');
    assert.deepEqual(about.body.slugs, { cs: 'nocni-trezor', en: 'night-safe' });
    assert.equal((await slug('/nocni-trezor')).status, 404, 'not at the root');
  });

  it('answers 404 with the path for unknown slugs, FAQ entries and odd paths', async () => {
    for (const path of ['/neni-tady', '/a/b/c', '/', '/%E0%A4%A', '/jak-se-pocita-cena-pronajmu']) {
      const { status, body } = await slug(path);
      assert.equal(status, 404, path);
      assert.deepEqual(body, { success: false, message: `Page not found: ${path}` });
    }
  });

  it('400 without a path or with a bad lang', async () => {
    assert.deepEqual((await get('/api/slug')).body, {
      success: false,
      message: 'path is required',
    });
    assert.deepEqual((await get('/api/slug?path=/kamery&lang=de')).body, {
      success: false,
      message: 'lang must be one of: cs, en',
    });
    assert.deepEqual((await get(`/api/slug?path=/${'a'.repeat(300)}`)).body, {
      success: false,
      message: 'path must be at most 300 characters long',
    });
  });
});

describe('GET /api/redirect', () => {
  it('answers a target and status for legacy paths, cacheable', async () => {
    const { status, body, headers } = await get<RedirectResponse>(
      '/api/redirect?path=/produkt/sony-fx6',
    );
    assert.equal(status, 200);
    assert.deepEqual(body, { success: true, target: '/sony-fx6', status: 301 });
    assert.equal(headers['cache-control'], 'public, max-age=60');
    assert.deepEqual((await get('/api/redirect?path=/Produkt/Sony-FX6/?utm=1')).body, body);
    assert.deepEqual((await get('/api/redirect?path=/showreel')).body, {
      success: true,
      target: 'https://vimeo.example.com/filmrent/showreel',
      status: 302,
    });
    assert.deepEqual((await get('/api/redirect?path=/en/rental-terms')).body, {
      success: true,
      target: '/en/terms-and-conditions',
      status: 301,
    });
  });

  it('answers nulls when there is no redirect, also cacheable', async () => {
    const { body, headers } = await get('/api/redirect?path=/kamery');
    assert.deepEqual(body, { success: true, target: null, status: null });
    assert.equal(headers['cache-control'], 'public, max-age=60');
    assert.deepEqual((await get('/api/redirect?path=%25E0%25A4%25A')).body, body);
  });

  it('400 without a path', async () => {
    const { status, body } = await get('/api/redirect');
    assert.equal(status, 400);
    assert.deepEqual(body, { success: false, message: 'path is required' });
  });
});

describe('sitemaps', () => {
  it('/sitemap.xml points at the other three', async () => {
    const { status, body, headers } = await get<string>('/sitemap.xml');
    assert.equal(status, 200);
    assert.match(String(headers['content-type']), /^application\/xml/);
    assert.match(body, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<sitemapindex /);
    assert.deepEqual(
      [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]),
      [
        'https://www.pujcovna.example/index-sitemap.xml',
        'https://www.pujcovna.example/cs-sitemap.xml',
        'https://www.pujcovna.example/en-sitemap.xml',
      ],
    );
  });

  it('/index-sitemap.xml lists the fixed screens in both languages', async () => {
    const { body } = await get<string>('/index-sitemap.xml');
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    assert.ok(locs.includes('https://www.pujcovna.example/'));
    assert.ok(locs.includes('https://www.pujcovna.example/en'));
    assert.ok(locs.includes('https://www.pujcovna.example/vse-o-pronajmu'));
    assert.ok(locs.includes('https://www.pujcovna.example/en/faq'));
    assert.ok(locs.includes('https://www.pujcovna.example/kontakty'));
    assert.ok(locs.includes('https://www.pujcovna.example/en/contacts'));
    assert.ok(locs.includes('https://www.pujcovna.example/blog/future-index'));
    assert.equal(locs.length, 12, 'six screens in two languages');
  });

  it('/cs-sitemap.xml and /en-sitemap.xml list pages, categories and products with alternates', async () => {
    const cs = (await get<string>('/cs-sitemap.xml')).body;
    const en = (await get<string>('/en-sitemap.xml')).body;
    assert.match(cs, /xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml"/);
    const entry = (xml: string, loc: string) =>
      xml.match(new RegExp(`<url><loc>${loc.replace(/[.?/]/g, '\\$&')}</loc>.*?</url>`))?.[0];
    const camera = entry(cs, 'https://www.pujcovna.example/kamery');
    assert.ok(camera);
    assert.match(camera, /hreflang="cs" href="https:\/\/www\.pujcovna\.example\/kamery"/);
    assert.match(camera, /hreflang="en" href="https:\/\/www\.pujcovna\.example\/en\/cameras"/);
    assert.ok(entry(en, 'https://www.pujcovna.example/en/cameras'));
    assert.ok(entry(cs, 'https://www.pujcovna.example/vse-o-pronajmu/nocni-trezor'));
    assert.ok(entry(en, 'https://www.pujcovna.example/en/blog/haze-and-visible-beams'));
    assert.ok(entry(cs, 'https://www.pujcovna.example/nanlite-forza-300'));
    assert.doesNotMatch(cs, /jak-se-pocita-cena/, 'FAQ entries have no page of their own');
    const count = (xml: string) => [...xml.matchAll(/<url>/g)].length;
    assert.equal(count(cs), count(en));
    assert.ok(count(cs) > 400);
    assert.doesNotMatch(cs, /&(?!(?:amp|lt|gt|quot|#39);)/, 'escaped');
  });
});

describe('the sitemaps’ addresses', () => {
  it('are escaped, whatever characters an origin brings', () => {
    const origin = `https://shop.example/a?b=1&c='2'&d="<3>"`;
    for (const xml of [sitemapIndex(origin), indexSitemap(origin)]) {
      const addresses: string[] = [];
      const parser = new SaxesParser({ xmlns: true });
      parser.on('text', (text) => {
        if (text.trim()) addresses.push(text);
      });
      parser.on('attribute', ({ local, value }) => {
        if (local === 'href') addresses.push(value);
      });
      parser.write(xml).close();
      assert.ok(addresses.length >= 3);
      for (const address of addresses) assert.ok(address.startsWith(origin), address);
    }
  });
});

describe('robots.txt', () => {
  /** Whether robots.txt keeps crawlers off a path (its Disallow lines match by prefix). */
  const disallows = (robots: string, path: string) =>
    robots
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .some((line) => path.startsWith(line.slice('Disallow: '.length)));

  it('keeps crawlers off every page not for search engines, in both languages, from the route tables', async () => {
    const withTables = buildApp({
      db: database.db,
      routeTables: async () =>
        [catalogRoutes, checkoutRoutes, accountRoutes, documentRoutes].flatMap(
          (manifest) => manifest.routes,
        ),
      config: { publicOrigin: 'https://www.pujcovna.example' },
    });
    try {
      const response = await withTables.inject('/robots.txt');
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^text\/plain/);
      assert.match(String(response.headers['cache-control']), /public/);
      const robots = response.body;
      assert.match(robots, /^User-agent: \*\n/);
      assert.match(robots, /\nSitemap: https:\/\/www\.pujcovna\.example\/sitemap\.xml\n$/);
      for (const path of [
        '/checkout/kosik',
        '/en/checkout/cart',
        '/checkout/osobni-udaje',
        '/en/checkout/summary',
        '/prihlaseni',
        '/prihlaseni?returnUrl=%2Fucet',
        '/en/login',
        '/registrace',
        '/en/registration',
        '/zapomenute-heslo',
        '/en/reset-password',
        '/ucet',
        '/ucet/moje-faktury',
        '/en/account/order/26000123',
        '/kosik/sdilet/abc',
        '/en/checkout/share/abc',
        '/objednavka-odeslana/26000123',
        '/en/order-received/26000123',
        '/online-platby/gopay/1',
        '/p/abc',
        '/en/t/abc',
        '/price-offer/abc',
        '/preview-price-offer/abc',
        '/document/invoice/abc',
        '/en/document/estimate/abc',
        '/e/abc',
        '/i/abc',
        '/api/products',
      ]) {
        assert.ok(disallows(robots, path), `${path} is disallowed`);
      }
      for (const path of [
        '/',
        '/en',
        '/objektivy',
        '/en/lenses',
        '/arri-alexa-mini-lf',
        '/vse-o-pronajmu/nocni-trezor',
        '/blog',
        '/en/blog/haze-and-visible-beams',
        '/faq',
        '/kontakty',
        '/en/contacts',
        '/hledat',
        '/sitemap.xml',
      ]) {
        assert.ok(!disallows(robots, path), `${path} is allowed`);
      }
    } finally {
      await withTables.close();
    }
  });

  it('still answers, with the API kept out, when no route tables can be read', async () => {
    const failing = buildApp({
      db: database.db,
      routeTables: async () => {
        throw new Error('no deployment');
      },
      config: { publicOrigin: 'https://www.pujcovna.example' },
    });
    try {
      for (const candidate of [app, failing]) {
        const response = await candidate.inject('/robots.txt');
        assert.equal(response.statusCode, 200);
        assert.equal(
          response.body,
          'User-agent: *\nDisallow: /api/\nAllow: /feeds/heureka.xml\nAllow: /feeds/zbozi.xml\nAllow: /api/product-image/\n\nSitemap: https://www.pujcovna.example/sitemap.xml\n',
        );
      }
    } finally {
      await failing.close();
    }
  });
});

describe('/vop and /login', () => {
  it('/vop redirects to the terms page', async () => {
    const response = await app.inject('/vop');
    assert.equal(response.statusCode, 302);
    assert.equal(response.headers.location, '/obchodni-podminky');
  });

  it('/login redirects to the login screen, keeping the query', async () => {
    const plain = await app.inject('/login');
    assert.equal(plain.statusCode, 302);
    assert.equal(plain.headers.location, '/prihlaseni');
    const query = await app.inject('/login?returnUrl=%2Fucet');
    assert.equal(query.headers.location, '/prihlaseni?returnUrl=%2Fucet');
  });
});
