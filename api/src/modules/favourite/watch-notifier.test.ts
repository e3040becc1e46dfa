import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FavouriteWatchResponse } from '@shop/shared/contract';
import { addDays } from '@shop/shared/rules/prague-time';
import { and, desc, eq } from 'drizzle-orm';
import { emails, favouriteWatches, orders, products, units } from '../../db/schema';
import { customerWithOrder } from '../../test/sign-in';
import { placeTestOrder, TEST_RENTAL } from '../../test/test-cart';
import { createTestApp, form, type TestApp } from '../../test/test-db';
import { giveUnits } from '../../test/units';
import type { Mailer } from '../email';
import { createLocalMailer } from '../email';
import { notifyFreedWatches } from './watch-notifier';

let t: TestApp;
let productId: number;
let mailer: Mailer;

/** A watch inside the period the stock is busy in (placeTestOrder's default rental): its 2nd day. */
const WATCHED_DAY = addDays(TEST_RENTAL.from.slice(0, 10), 1);
const WATCHED = { dateFrom: `${WATCHED_DAY}T10:00`, dateTo: `${WATCHED_DAY}T18:00` };
/** Noon on the watched day (UTC; 13:00 in Prague), and four weeks before it. */
const IN_PERIOD = new Date(`${WATCHED_DAY}T12:00:00Z`);
const BEFORE_PERIOD = new Date(IN_PERIOD.getTime() - 28 * 24 * 60 * 60_000);
/** The watched day as each language writes it: 4. 3. 2031 and 04/03/2031. */
const [, watchedMonth, watchedDate] = WATCHED_DAY.split('-') as [string, string, string];
const CS_DAY = `${Number(watchedDate)}. ${Number(watchedMonth)}. ${WATCHED_DAY.slice(0, 4)}`;
const EN_DAY = `${watchedDate}/${watchedMonth}/${WATCHED_DAY.slice(0, 4)}`;

before(async () => {
  t = await createTestApp();
  mailer = createLocalMailer(t.database.db);
  const [row] = await t.database.db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(and(eq(products.isForRent, true), eq(products.kind, 'product')))
    .orderBy(desc(products.id))
    .limit(1);
  assert.ok(row);
  productId = row.id;
  // One piece: an order of it makes the product busy for its period.
  await t.database.db.delete(units).where(eq(units.productId, productId));
  await giveUnits(t.database.db, productId, 1);
});
after(async () => {
  await t?.close();
});

async function mailsTo(address: string) {
  return t.database.db.select().from(emails).where(eq(emails.toAddress, address));
}

async function watchAs(
  token: string,
  quantity = 1,
  lang: 'cs' | 'en' = 'cs',
): Promise<FavouriteWatchResponse> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/favourites/watch',
    headers: { ...form({}).headers, authorization: `Bearer ${token}`, lang },
    payload: form({ productId, ...WATCHED, quantity }).payload,
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as FavouriteWatchResponse;
}

describe('notifyFreedWatches', () => {
  for (const lang of ['cs', 'en'] as const) {
    it(`mails once, only when enough pieces are free, and never twice, in the watch's language (${lang})`, async () => {
      const email = `hlidac-${lang}@example.cz`;
      const { accessToken } = await customerWithOrder(t.app, t.database.db, email);
      const busy = await placeTestOrder(t.database.db, {
        lines: [{ productId, quantity: 1 }],
        email: 'obsazeno@example.cz',
      });
      await t.database.db
        .update(orders)
        .set({ status: 'ORDERED' })
        .where(eq(orders.id, busy.orderId));

      const watched = await watchAs(accessToken, 1, lang);
      assert.equal(watched.availableNow, false);
      assert.equal(watched.available, 0);
      const watchId = watched.watch?.id;
      assert.ok(watchId);
      const mailsBefore = (await mailsTo(email)).length;

      // Still busy: nothing is sent.
      assert.deepEqual(await notifyFreedWatches(t.database.db, mailer, { now: BEFORE_PERIOD }), {
        notified: 0,
        failed: 0,
      });
      assert.equal((await mailsTo(email)).length, mailsBefore);

      // The order is cancelled: the piece is free, one e-mail goes out.
      await t.database.db
        .update(orders)
        .set({ status: 'CANCELED' })
        .where(eq(orders.id, busy.orderId));
      // Only the freed products asked about: another product's watch is not looked at.
      assert.deepEqual(
        await notifyFreedWatches(t.database.db, mailer, {
          productIds: [productId + 100_000],
          now: BEFORE_PERIOD,
        }),
        { notified: 0, failed: 0 },
      );
      const first = await notifyFreedWatches(t.database.db, mailer, {
        productIds: [productId],
        now: BEFORE_PERIOD,
        publicOrigin: 'https://www.pujcovna.example',
      });
      assert.deepEqual(first, { notified: 1, failed: 0 });
      const sent = (await mailsTo(email)).slice(mailsBefore);
      assert.equal(sent.length, 1);
      const [mail] = sent;
      assert.ok(mail);
      const [product] = await t.database.db
        .select({
          slug: products.slug,
          slugEn: products.slugEn,
          name: products.name,
          nameEn: products.nameEn,
        })
        .from(products)
        .where(eq(products.id, productId));
      assert.ok(product);
      const name = lang === 'cs' ? product.name : product.nameEn;
      assert.equal(mail.subject, lang === 'cs' ? `Volno: ${name}` : `Available: ${name}`);
      const page =
        lang === 'cs'
          ? `https://www.pujcovna.example/${product.slug}`
          : `https://www.pujcovna.example/en/${product.slugEn}`;
      // The one action: the product's page in the watch's language.
      assert.ok(
        mail.text.includes(`${lang === 'cs' ? 'Otevřít produkt' : 'Open the product'}: ${page}`),
        mail.text,
      );
      assert.ok(mail.html?.includes(`href="${page}"`), 'the button opens the same page');
      const other =
        lang === 'cs'
          ? `https://www.pujcovna.example/en/${product.slugEn}`
          : `https://www.pujcovna.example/${product.slug}`;
      assert.ok(!mail.text.includes(other), 'not the other language');
      assert.ok(
        mail.text.includes(lang === 'cs' ? `${CS_DAY} 10:00 – ${CS_DAY} 18:00` : `${EN_DAY} 10:00`),
        mail.text,
      );
      const [row] = await t.database.db
        .select()
        .from(favouriteWatches)
        .where(eq(favouriteWatches.id, watchId));
      assert.ok(row?.notifiedAt);

      // Again, and two runs at once: no second e-mail.
      const [again, concurrent] = await Promise.all([
        notifyFreedWatches(t.database.db, mailer, { now: BEFORE_PERIOD }),
        notifyFreedWatches(t.database.db, mailer, { now: BEFORE_PERIOD }),
      ]);
      assert.equal(again.notified + concurrent.notified, 0);
      assert.equal((await mailsTo(email)).length, mailsBefore + 1);
    });
  }

  it('sends one e-mail between two sweeps running at once', async () => {
    const email = 'soubezne@example.cz';
    const { accessToken } = await customerWithOrder(t.app, t.database.db, email);
    const busy = await placeTestOrder(t.database.db, {
      lines: [{ productId, quantity: 1 }],
      email: 'obsazeno2@example.cz',
    });
    await t.database.db.update(orders).set({ status: 'PAID' }).where(eq(orders.id, busy.orderId));
    const watched = await watchAs(accessToken);
    assert.equal(watched.availableNow, false);
    await t.database.db
      .update(orders)
      .set({ status: 'CANCELED' })
      .where(eq(orders.id, busy.orderId));
    const before = (await mailsTo(email)).length;
    const runs = await Promise.all(
      [1, 2, 3].map(() => notifyFreedWatches(t.database.db, mailer, { now: BEFORE_PERIOD })),
    );
    assert.equal(
      runs.reduce((sum, run) => sum + run.notified, 0),
      1,
    );
    assert.equal((await mailsTo(email)).length, before + 1);
  });

  it('leaves a watch whose period has begun, and retries one whose e-mail failed', async () => {
    const email = 'opakovani@example.cz';
    const { accessToken } = await customerWithOrder(t.app, t.database.db, email);
    const busy = await placeTestOrder(t.database.db, {
      lines: [{ productId, quantity: 1 }],
      email: 'obsazeno3@example.cz',
    });
    await t.database.db.update(orders).set({ status: 'LENT' }).where(eq(orders.id, busy.orderId));
    const watched = await watchAs(accessToken);
    assert.ok(watched.watch);
    await t.database.db
      .update(orders)
      .set({ status: 'RETURNED' })
      .where(eq(orders.id, busy.orderId));

    // The period has begun: too late to tell.
    const late = await notifyFreedWatches(t.database.db, mailer, {
      now: IN_PERIOD,
    });
    assert.equal(late.notified, 0);

    const refusing: Mailer = {
      from: 'Shop <shop@example.cz>',
      send: async () => {
        throw new Error('SMTP down');
      },
    };
    assert.deepEqual(await notifyFreedWatches(t.database.db, refusing, { now: BEFORE_PERIOD }), {
      notified: 0,
      failed: 1,
    });
    const [open] = await t.database.db
      .select()
      .from(favouriteWatches)
      .where(eq(favouriteWatches.id, watched.watch.id));
    assert.equal(open?.notifiedAt, null, 'a failed e-mail leaves the watch open');
    assert.deepEqual(await notifyFreedWatches(t.database.db, mailer, { now: BEFORE_PERIOD }), {
      notified: 1,
      failed: 0,
    });
  });
});
