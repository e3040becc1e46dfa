import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { BranchesResponse, PageListResponse, PageResponse } from '@shop/shared/contract';
import { REFRESH_COOKIE } from '@shop/shared/contract';
import { cookieNames } from '@shop/shared/cookies';
import { cookieTableHtml } from '@shop/shared/cookies/shop-cookies';
import { eq, sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../../db/migrate';
import { pages } from '../../db/schema';
import { sanitizeContentHtml } from '../../db/seed/html';
import { createTestApp, type TestApp } from '../../test/test-db';
import { untilAnswered } from '../../test/until-answered';
import { HOST_REFRESH_COOKIE } from '../auth';
import { DEVICE_COOKIE } from '../throttle';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t?.close();
});

async function get<T>(url: string): Promise<{ status: number; body: T }> {
  const response = await t.app.inject(url);
  return { status: response.statusCode, body: response.json() as T };
}

describe('GET /api/page/list', () => {
  it('lists every page with type, slugs, titles, perex and paths, without bodies', async () => {
    const { status, body } = await get<PageListResponse>('/api/page/list');
    assert.equal(status, 200);
    assert.equal(body.success, true);
    const types = body.list.map((p) => p.type);
    assert.deepEqual(
      [...new Set(types)],
      ['content', 'about-rental', 'blog', 'faq', 'terms'],
      'grouped by type in this order',
    );
    assert.ok(body.list.every((p) => p.body === undefined && p.translations.en.body === undefined));
    const about = body.list.find((p) => p.slug === 'o-nas');
    assert.deepEqual(
      about && { ...about, perex: '', translations: { ...about.translations.en, perex: '' } },
      {
        id: about?.id,
        type: 'content',
        slug: 'o-nas',
        title: 'O nás',
        perex: '',
        publishedAt: '2024-01-15',
        path: '/o-nas',
        translations: { slug: 'about-us', title: 'About us', perex: '', path: '/en/about-us' },
      },
    );
    const rental = body.list.find((p) => p.type === 'about-rental');
    assert.match(rental?.path ?? '', /^\/vse-o-pronajmu\/[a-z0-9-]+$/);
    assert.match(rental?.translations.en.path ?? '', /^\/en\/all-about-rental\/[a-z0-9-]+$/);
    const blog = body.list.filter((p) => p.type === 'blog');
    assert.ok(blog.length >= 10);
    const dates = blog.map((p) => p.publishedAt);
    assert.deepEqual(dates, [...dates].sort().reverse(), 'blog newest first');
    assert.match(blog[0]?.translations.en.path ?? '', /^\/en\/blog\//);
    const faq = body.list.filter((p) => p.type === 'faq');
    assert.ok(faq.length >= 20);
    assert.ok(faq.every((p) => p.path === null && p.translations.en.path === null));
    const terms = body.list.find((p) => p.type === 'terms');
    assert.equal(terms?.path, '/obchodni-podminky');
  });

  it('filters by type and adds bodies with withBody=1', async () => {
    const { body } = await get<PageListResponse>('/api/page/list?type=faq&withBody=1');
    assert.ok(body.list.length >= 20);
    assert.ok(body.list.every((p) => p.type === 'faq'));
    assert.match(body.list[0]?.body ?? '', /^<p>/);
    assert.match(body.list[0]?.translations.en.body ?? '', /^<p>/);
    const { body: blog } = await get<PageListResponse>('/api/page/list?type=blog');
    assert.ok(blog.list.every((p) => p.type === 'blog' && p.body === undefined));
  });

  it('refuses an unknown type', async () => {
    const { status, body } = await get('/api/page/list?type=news');
    assert.equal(status, 400);
    assert.deepEqual(body, {
      success: false,
      message: 'type must be one of: content, about-rental, blog, faq, terms',
    });
  });
});

describe('GET /api/page/:slug', () => {
  it('answers a page by its Czech or English slug with both bodies', async () => {
    const cs = await get<PageResponse>('/api/page/obchodni-podminky');
    assert.equal(cs.status, 200);
    assert.equal(cs.body.page.type, 'terms');
    assert.equal(cs.body.page.title, 'Všeobecné obchodní podmínky');
    assert.match(cs.body.page.body, /<h2>1\. Úvodní ustanovení<\/h2>/);
    assert.match(cs.body.page.translations.en.body, /<h2>1\. Introduction<\/h2>/);
    const en = await get<PageResponse>('/api/page/terms-and-conditions?lang=en');
    assert.deepEqual(en.body, cs.body);
    const other = await get<PageResponse>('/api/page/obchodni-podminky?lang=en');
    assert.equal(other.body.page.id, cs.body.page.id, 'the other language still resolves');
  });

  it('lists on the privacy page, in both languages, every cookie the shop sets', async () => {
    const { status, body } = await get<PageResponse>('/api/page/ochrana-osobnich-udaju');
    assert.equal(status, 200);
    const setByShop = [
      ...Object.values(cookieNames),
      REFRESH_COOKIE,
      HOST_REFRESH_COOKIE,
      DEVICE_COOKIE,
    ];
    for (const html of [body.page.body, body.page.translations.en.body]) {
      assert.match(html, /<table>/);
      const named = [...html.matchAll(/<td><code>([^<]+)<\/code><\/td>/g)].flatMap((row) =>
        (row[1] ?? '').split(', '),
      );
      for (const name of setByShop) assert.ok(named.includes(name), `${name} is listed`);
    }
    assert.match(
      body.page.body,
      /<code>shop_consent<\/code><\/td><td>Nezbytné<\/td><td>[^<]+<\/td><td>6 měsíců<\/td>/,
    );
    assert.match(
      body.page.translations.en.body,
      /<code>shop_device<\/code><\/td><td>Necessary<\/td><td>[^<]+<\/td><td>90 days<\/td>/,
    );
  });

  it('lists them on the privacy page of a shop seeded before the list, once its migration has run', async () => {
    const url = '/api/page/ochrana-osobnich-udaju';
    const privacy = eq(pages.slug, 'ochrana-osobnich-udaju');
    const { db } = t.database;
    const [seeded] = await db.select().from(pages).where(privacy);
    assert.ok(seeded);
    // The answer once the process has heard of the write (the catalogue's answers are kept).
    const served = (done: (page: PageResponse['page']) => boolean) =>
      untilAnswered(async () => (await get<PageResponse>(url)).body.page, done, url);
    const migration = readFileSync(`${MIGRATIONS_FOLDER}/0017_privacy_cookie_list.sql`, 'utf8');
    const migrate = async () => {
      for (const statement of migration.split('--> statement-breakpoint')) {
        await db.execute(sql.raw(statement));
      }
    };
    // The page as an earlier shop had it: its words, no list.
    const words = '<p>Správcem osobních údajů je FilmRent s.r.o.</p>';
    const wordsEn = '<p>The controller of personal data is FilmRent s.r.o.</p>';
    try {
      await db.update(pages).set({ body: words, bodyEn: wordsEn }).where(privacy);
      const before = await served((page) => page.body === words);
      assert.equal(before.translations.en.body, wordsEn);

      await migrate();
      const after = await served((page) => page.body !== words);
      for (const [html, own, consent] of [
        [after.body, words, /<code>shop_consent<\/code><\/td><td>Nezbytné/],
        [after.translations.en.body, wordsEn, /<code>shop_consent<\/code><\/td><td>Necessary/],
      ] as const) {
        assert.ok(html.startsWith(`${own}<h2 id="cookies">`), html);
        assert.match(html, consent);
      }
      // Run again, it adds nothing: one mark.
      await migrate();
      const [twice] = await db.select().from(pages).where(privacy);
      assert.deepEqual(
        [twice?.body, twice?.bodyEn],
        [`${words}<h2 id="cookies"></h2>`, `${wordsEn}<h2 id="cookies"></h2>`],
      );

      // A list written out by an earlier seed (as its content was stored, sanitised), from a
      // release that set a cookie since gone, is served as the current one.
      const later = '<p>Správcem je FilmRent s.r.o.</p>';
      const written = sanitizeContentHtml(cookieTableHtml('cs')).replace(
        'shop_consent',
        'shop_gone',
      );
      assert.match(written, /shop_gone/);
      await db
        .update(pages)
        .set({ body: `${later}${written}<p>Konec.</p>` })
        .where(privacy);
      const current = await served((page) => page.body.startsWith(later));
      assert.doesNotMatch(current.body, /shop_gone/);
      assert.match(current.body, /<code>shop_consent<\/code>/);
      assert.equal(current.body.match(/<table>/g)?.length, 1);
      assert.ok(current.body.endsWith('</table><p>Konec.</p>'));
    } finally {
      await db.update(pages).set({ body: seeded.body, bodyEn: seeded.bodyEn }).where(privacy);
    }
  });

  it('answers 404 for an unknown slug and 400 for a bad lang', async () => {
    const missing = await get('/api/page/no-such-page');
    assert.equal(missing.status, 404);
    assert.deepEqual(missing.body, { success: false, message: 'Page not found: no-such-page' });
    const bad = await get('/api/page/o-nas?lang=de');
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body, { success: false, message: 'lang must be one of: cs, en' });
  });
});

describe('GET /api/branches', () => {
  it('lists the two branches with addresses and weekday hours 9–19', async () => {
    const { status, body } = await get<BranchesResponse>('/api/branches');
    assert.equal(status, 200);
    assert.deepEqual(
      body.branches.map((b) => [b.code, b.name, b.translations.en.name, b.city]),
      [
        ['praha', 'Praha – Holešovice', 'Prague – Holešovice', 'Praha 7'],
        ['brno', 'Brno – Královo Pole', 'Brno – Královo Pole', 'Brno'],
      ],
    );
    for (const branch of body.branches) {
      assert.deepEqual(
        branch.openingHours,
        [1, 2, 3, 4, 5].map((day) => ({ day, open: '09:00', close: '19:00' })),
      );
      assert.equal(branch.nightSafe, true);
      assert.ok(branch.location.lat > 48 && branch.location.lon > 12);
    }
  });
});
