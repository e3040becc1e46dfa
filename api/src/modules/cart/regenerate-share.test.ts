import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Cart, CartShareResponse } from '@shop/shared/contract';
import { desc, eq, like } from 'drizzle-orm';
import { buildApp } from '../../app';
import { DEFAULT_MAIL_FROM } from '../../config';
import { emails } from '../../db/schema';
import { DEMO_ESTIMATE_CODE, DEMO_ORDER_NUMBER } from '../../db/seed/demo-data';
import {
  ALEXA,
  applyOk,
  type CartTestKit,
  FX6_KIT,
  item,
  LENS_SET,
  LENSES,
  newCart,
  startKit,
  TAPE,
} from '../../test/cart-test-kit';
import { refusalWords } from '../../test/refusal';
import { linkable } from '../../test/share-test-kit';
import { customerWithOrder } from '../../test/sign-in';
import { form } from '../../test/test-db';
import { SHOP_COMPANY_LINE } from '../email';

let kit: CartTestKit;

before(async () => {
  kit = await startKit();
});
after(async () => {
  await kit?.close();
});

async function regenerate(fields: Record<string, string>) {
  const response = await kit.t.app.inject({
    method: 'POST',
    url: '/api/cart/regenerate',
    ...form(fields),
  });
  return { status: response.statusCode, body: response.json() as { success: boolean; cart: Cart } };
}

describe('POST /api/cart/regenerate', () => {
  it('makes a new cart with the items of a cart', async () => {
    const cartCode = await newCart(kit.t);
    const lenses = await Promise.all(LENSES.map((name) => kit.id(name)));
    await applyOk(kit.t, cartCode, {
      kind: 'Add',
      items: [item(await kit.id(FX6_KIT)), item(await kit.id(TAPE), 2, true)],
    });
    const source = await applyOk(kit.t, cartCode, {
      kind: 'DynamicProduct',
      id: await kit.id(LENS_SET),
      quantity: 1,
      isSale: false,
      configuration: { lenses },
    });
    const { status, body } = await regenerate({ cartCode });
    assert.equal(status, 200);
    assert.equal(body.success, true);
    assert.notEqual(body.cart.cartCode, cartCode);
    assert.deepEqual(body.cart.items, source.items);
    assert.deepEqual(body.cart.price, source.price);
  });

  it('makes a new cart with the products of an order, with its estimate code', async () => {
    const { status, body } = await regenerate({
      orderNumber: DEMO_ORDER_NUMBER,
      code: DEMO_ESTIMATE_CODE,
    });
    assert.equal(status, 200);
    assert.ok(body.cart.items.length > 0);
    assert.ok(body.cart.rent.some((line) => line.name === ALEXA));
    assert.ok(body.cart.items.every((i) => !i.isSale && i.quantity >= 1));
  });

  it('needs a cart code or an order number, and answers 404 for unknown ones', async () => {
    const cases: Array<[Record<string, string>, number, string]> = [
      [{}, 400, 'cartCode or orderNumber is required'],
      [{ orderNumber: '12' }, 400, 'orderNumber has an invalid format'],
      [{ cartCode: '0123456789abcdef0123456789abcdef' }, 404, 'Cart not found'],
      [{ cartCode: 'bad code!' }, 404, 'Cart not found'],
      [{ orderNumber: '99999999' }, 404, 'Order not found'],
      // An order number alone, or with a wrong code, opens nothing (numbers are sequential).
      [{ orderNumber: DEMO_ORDER_NUMBER }, 404, 'Order not found'],
      [{ orderNumber: DEMO_ORDER_NUMBER, code: '0'.repeat(32) }, 404, 'Order not found'],
      [
        { orderNumber: DEMO_ORDER_NUMBER, code: DEMO_ESTIMATE_CODE.slice(1) },
        404,
        'Order not found',
      ],
    ];
    for (const [fields, status, message] of cases) {
      const response = await regenerate(fields);
      assert.equal(response.status, status, JSON.stringify(fields));
      assert.deepEqual(refusalWords(response.body), { success: false, message });
    }
  });
});

describe('POST /api/cart/regenerate for the signed-in customer who placed the order', () => {
  it('needs no code for the owner, and gives another customer nothing', async () => {
    const owner = await customerWithOrder(kit.t.app, kit.t.database.db, 'vlastnik@example.cz');
    const other = await customerWithOrder(kit.t.app, kit.t.database.db, 'jiny@example.cz');
    const ask = (accessToken: string) =>
      kit.t.app.inject({
        method: 'POST',
        url: '/api/cart/regenerate',
        ...form({ orderNumber: owner.order.orderNumber }),
        headers: {
          ...form({}).headers,
          authorization: `Bearer ${accessToken}`,
        },
      });
    const mine = await ask(owner.accessToken);
    assert.equal(mine.statusCode, 200, mine.body);
    assert.ok((mine.json() as { cart: Cart }).cart.items.length > 0);
    const theirs = await ask(other.accessToken);
    assert.equal(theirs.statusCode, 404);
    assert.deepEqual(theirs.json(), { success: false, message: 'Order not found' });
  });
});

const share = {
  senderEmail: 'petr@example.cz',
  senderName: 'Petr Novák',
  recipientEmail: 'kamaradka@example.cz',
  projectName: 'Krátký film',
  dateFrom: '2030-06-03',
  dateTo: '2030-06-05',
  note: 'Tohle bychom potřebovali.',
};

async function latestEmailTo(address: string) {
  const [row] = await kit.t.database.db
    .select()
    .from(emails)
    .where(eq(emails.toAddress, address))
    .orderBy(desc(emails.id))
    .limit(1);
  return row;
}

/** A cart with a camera in it (an empty cart cannot be shared). */
async function filledCart(): Promise<string> {
  const cartCode = await newCart(kit.t);
  await applyOk(kit.t, cartCode, { kind: 'Add', items: [item(await kit.id(ALEXA))] });
  return cartCode;
}

function shareFrom(address: string, fields: Record<string, string>) {
  return kit.t.app.inject({
    method: 'POST',
    url: '/api/cart/share',
    ...form({ ...share, ...fields }),
    remoteAddress: address,
  });
}

describe('POST /api/cart/share is no mail relay', () => {
  it('refuses an empty cart', async () => {
    const response = await shareFrom('10.1.0.1', {
      cartCode: await newCart(kit.t),
      recipientEmail: 'prazdny@example.cz',
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      success: false,
      message: 'An empty cart cannot be shared.',
    });
  });

  it('sends one cart at most 3 times an hour, whoever asks', async () => {
    const cartCode = await filledCart();
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      const response = await shareFrom(`10.2.0.${n}`, {
        cartCode,
        recipientEmail: `prijemce${n}@example.cz`,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        assert.match(
          response.json().message,
          /^Too many shared carts sent\. Try again in \d+ min\.$/,
        );
      }
    }
    assert.deepEqual(statuses, [200, 200, 200, 429]);
  });

  it('sends a cart 3 times of 20 shares asked at once', async () => {
    const cartCode = await filledCart();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        shareFrom(`10.44.0.${n}`, { cartCode, recipientEmail: `zavod${n}@example.cz` }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    assert.equal(statuses.filter((status) => status === 200).length, 3);
    assert.equal(statuses.filter((status) => status === 429).length, 17);
    const sent = await kit.t.database.db
      .select()
      .from(emails)
      .where(like(emails.toAddress, 'zavod%@example.cz'));
    assert.equal(sent.length, 3);
  });

  it('mails one recipient at most 3 times a day, from any cart and address', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      const response = await shareFrom(`10.3.0.${n}`, {
        cartCode: await filledCart(),
        recipientEmail: n % 2 ? 'Terc@Example.cz' : 'terc@example.cz',
      });
      statuses.push(response.statusCode);
    }
    assert.deepEqual(statuses, [200, 200, 200, 429]);
  });

  it('counts the +tag variants of an address as the same recipient', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      const response = await shareFrom(`10.3.1.${n}`, {
        cartCode: await filledCart(),
        recipientEmail: n === 0 ? 'znacky@example.cz' : `Znacky+${n}@example.cz`,
      });
      statuses.push(response.statusCode);
    }
    assert.deepEqual(statuses, [200, 200, 200, 429]);
  });

  it('takes at most 10 shares an hour from one address', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 11; n += 1) {
      const response = await shareFrom('10.4.0.1', {
        cartCode: await filledCart(),
        recipientEmail: `adresat${n}@example.cz`,
      });
      statuses.push(response.statusCode);
    }
    assert.deepEqual(statuses, [...Array(10).fill(200), 429]);
    const elsewhere = await shareFrom('10.4.0.2', {
      cartCode: await filledCart(),
      recipientEmail: 'jinde@example.cz',
    });
    assert.equal(elsewhere.statusCode, 200);
  });
});

describe('POST /api/cart/share', () => {
  const origin = () => kit.t.app.publicOrigin;

  it("never puts the sender's text in the Subject or From, nor a link of theirs in the body", async () => {
    const hostileNames = ['Your bank', 'http://evil.example/login'];
    for (const [n, senderName] of hostileNames.entries()) {
      for (const lang of ['cs', 'en'] as const) {
        const recipientEmail = `napaden${n}${lang}@example.cz`;
        const cartCode = await filledCart();
        const response = await shareFrom(`10.5.${n}.${lang === 'cs' ? 1 : 2}`, {
          cartCode,
          senderName,
          senderEmail: 'podpora@evil.example',
          recipientEmail,
          projectName: 'www.evil.example',
          note: 'Váš účet je zablokován, přihlaste se: http://evil.example/login\n<a href="https://evil.example">zde</a> nebo www.evil.example či evil.example/x',
          lang,
        });
        assert.equal(response.statusCode, 200, response.body);
        const email = await latestEmailTo(recipientEmail);
        assert.ok(email);
        const link =
          lang === 'cs'
            ? `${origin()}/kosik/sdilet/${cartCode}`
            : `${origin()}/en/checkout/share/${cartCode}`;
        assert.equal(
          email.subject,
          lang === 'cs'
            ? 'Sdílený košík z Půjčovny techniky'
            : 'A cart shared from the equipment rental',
        );
        for (const header of [email.subject, email.fromAddress]) {
          for (const hostile of ['Your bank', 'evil', 'http']) {
            assert.ok(!header.includes(hostile), `${header} has ${hostile}`);
          }
        }
        assert.equal(email.fromAddress, DEFAULT_MAIL_FROM);
        const html = email.html ?? '';
        // The only links are the shop's (the cart, its home page in the footer); the sender's
        // markup is escaped text.
        const home = lang === 'cs' ? `${origin()}/` : `${origin()}/en`;
        assert.deepEqual(
          [...html.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((anchor) => anchor[1]),
          [link, home],
        );
        for (const body of [email.text, html]) {
          // Less the shop's own template (its links, its company's name with its dots).
          const rest = body
            .replaceAll(link, '')
            .replaceAll(home, '')
            .replaceAll(SHOP_COMPANY_LINE, '');
          assert.equal(linkable(rest), undefined, rest);
        }
        assert.ok(
          email.text.includes(
            lang === 'cs' ? 'Zpráva od odesílatele:' : 'Message from the sender:',
          ),
          email.text,
        );
        assert.ok(email.text.includes('> Váš účet je zablokován'), email.text);
      }
    }
  });

  it('quotes at most 500 characters of the note', async () => {
    const cartCode = await filledCart();
    const response = await shareFrom('10.6.0.1', {
      cartCode,
      recipientEmail: 'dlouha@example.cz',
      note: `${'x'.repeat(500)}KONEC`,
    });
    assert.equal(response.statusCode, 200);
    const email = await latestEmailTo('dlouha@example.cz');
    assert.ok(email);
    assert.ok(email.text.includes(`> ${'x'.repeat(500)}…`), email.text);
    assert.ok(!email.text.includes('KONEC'));
  });

  it('e-mails the shared-cart link in Czech', async () => {
    const cartCode = await filledCart();
    const response = await kit.t.app.inject({
      method: 'POST',
      url: '/api/cart/share',
      ...form({ cartCode, ...share }),
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { success: true, message: 'Cart sent successfully' });
    const email = await latestEmailTo(share.recipientEmail);
    assert.ok(email);
    assert.equal(email.replyTo, share.senderEmail);
    assert.equal(email.subject, 'Sdílený košík z Půjčovny techniky');
    assert.ok(email.text.includes('Petr Novák <petr@example . cz>'), email.text);
    assert.ok(email.text.includes(`${origin()}/kosik/sdilet/${cartCode}`), email.text);
    for (const part of ['Krátký film', '3. 6. 2030', '5. 6. 2030', 'Tohle bychom potřebovali.']) {
      assert.ok(email.text.includes(part), part);
    }
  });

  it('e-mails the English link in English', async () => {
    const cartCode = await filledCart();
    const response = await kit.t.app.inject({
      method: 'POST',
      url: '/api/cart/share',
      payload: { cartCode, ...share, recipientEmail: 'friend@example.com', lang: 'en' },
    });
    assert.equal(response.statusCode, 200);
    const email = await latestEmailTo('friend@example.com');
    assert.ok(email);
    assert.equal(email.subject, 'A cart shared from the equipment rental');
    assert.ok(email.text.includes(`${origin()}/en/checkout/share/${cartCode}`), email.text);
    for (const part of ['03/06/2030', '05/06/2030']) assert.ok(email.text.includes(part), part);
  });

  it('answers success false when the mailer fails', async () => {
    const failing = buildApp({
      db: kit.t.database.db,
      mailer: {
        from: 'Shop <shop@example.cz>',
        send: async () => {
          throw new Error('SMTP down');
        },
      },
    });
    try {
      await failing.ready();
      const cartCode = await filledCart();
      const response = await failing.inject({
        method: 'POST',
        url: '/api/cart/share',
        ...form({ cartCode, ...share }),
      });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json() as CartShareResponse, {
        success: false,
        message: 'An error occurred, try again later',
      });
    } finally {
      await failing.close();
    }
  });

  it('400 for bad fields, 404 for an unknown cart', async () => {
    const cartCode = await newCart(kit.t);
    const bad = await kit.t.app.inject({
      method: 'POST',
      url: '/api/cart/share',
      ...form({ cartCode, ...share, recipientEmail: 'not-an-address' }),
    });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json(), {
      success: false,
      message: 'recipientEmail must be a valid email',
      field: { name: 'recipientEmail', problem: 'invalid' },
    });
    const noSuchDay = await kit.t.app.inject({
      method: 'POST',
      url: '/api/cart/share',
      ...form({ cartCode, ...share, dateTo: '2030-02-30' }),
    });
    assert.equal(noSuchDay.statusCode, 400);
    assert.deepEqual(noSuchDay.json(), { success: false, message: 'dateTo must be a valid date' });
    const unknown = await kit.t.app.inject({
      method: 'POST',
      url: '/api/cart/share',
      ...form({ ...share, cartCode: '0123456789abcdef0123456789abcdef' }),
    });
    assert.equal(unknown.statusCode, 404);
  });
});
