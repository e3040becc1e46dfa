import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type {
  Company,
  CompanyListResponse,
  CompanyResponse,
  CompanyRolesResponse,
} from '@shop/shared/contract';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import {
  carts,
  companies,
  customers,
  documents,
  emails,
  orders,
  supportMessages,
} from '../../db/schema';
import { placeOrder } from '../../flows/place-order';
import { type CapabilityFixture, makeCapabilityFixture } from '../../test/capability-fixture';
import { customerWithOrder } from '../../test/sign-in';
import { testAppForFile } from '../../test/test-app';
import { createTestCart } from '../../test/test-cart';
import { form } from '../../test/test-db';
import { COMPANY_MESSAGES } from './company-service';
import { SUPPORT_MESSAGES_PER_HOUR } from './user-company-routes';

let f: CapabilityFixture;
const t = testAppForFile({}, async (started) => {
  f = await makeCapabilityFixture(started.app, started.database.db);
});
const { verify } = t;

interface Answer<T> {
  status: number;
  body: T;
}

async function call<T>(request: InjectOptions, token?: string): Promise<Answer<T>> {
  const response = await t.app.inject({
    ...request,
    headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.statusCode, body: response.json() as T };
}

const post = <T = { success: boolean; message: string }>(
  url: string,
  fields: Record<string, string | number>,
  token?: string,
) => call<T>({ method: 'POST', url: `/api${url}`, ...form(fields) }, token);

const DATA = {
  name: 'Ateliér Vltava s.r.o.',
  street: 'Korunní 2569/108',
  city: 'Praha 10',
  zipCode: '101 00',
  country: 'CZ',
  taxRegNo: '17508622',
  vatRegNo: 'CZ17508622',
};

const save = (company: object, token?: string) =>
  post<CompanyResponse & { message: string }>(
    '/user-company/save',
    { company: JSON.stringify(company) },
    token,
  );

const saveContact = (companyId: number, contact: object, token?: string) =>
  post<CompanyResponse & { message: string }>(
    '/company-contact/save',
    { companyId, contact: JSON.stringify(contact) },
    token,
  );

const list = async (token: string): Promise<Company[]> => {
  const answer = await post<CompanyListResponse>('/user-company/list', {}, token);
  assert.equal(answer.status, 200);
  return answer.body.result;
};

/** A new signed-in customer (verified) with a company of their own. */
async function ownerWithCompany(email: string) {
  const { accessToken } = await customerWithOrder(t.app, t.database.db, email);
  await verify(email);
  const saved = await save(DATA, accessToken);
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  return { token: accessToken, company: saved.body.result };
}

describe('GET /api/company-contact/roles', () => {
  it('lists the three roles to a signed-in customer, 401 anonymous', async () => {
    const roles = await call<CompanyRolesResponse>(
      { method: 'GET', url: '/api/company-contact/roles' },
      f.otherToken,
    );
    assert.equal(roles.status, 200);
    assert.deepEqual(roles.body, {
      success: true,
      roles: [{ id: 'administrator' }, { id: 'finance' }, { id: 'billing-and-receiving' }],
    });
    const anonymous = await call({ method: 'GET', url: '/api/company-contact/roles' });
    assert.equal(anonymous.status, 401);
  });
});

describe('POST /api/user-company/save and list', () => {
  it('creates a company kept by the caller, normalised, and lists it', async () => {
    const { accessToken: token } = await customerWithOrder(
      t.app,
      t.database.db,
      'nova-firma@example.cz',
    );
    assert.deepEqual(await list(token), []);
    const saved = await save(
      { ...DATA, taxRegNo: '175 08 622', vatRegNo: 'cz 17508622', name: ' Ateliér Vltava s.r.o. ' },
      token,
    );
    assert.equal(saved.status, 200);
    const company = saved.body.result;
    assert.deepEqual(
      { ...company, id: 0 },
      {
        id: 0,
        ...DATA,
        contacts: [],
        myRoles: ['administrator', 'finance', 'billing-and-receiving'],
        owner: true,
        locked: false,
      },
    );
    assert.deepEqual(await list(token), [company]);

    const changed = await save({ ...DATA, id: company.id, city: 'Praha 7', vatRegNo: null }, token);
    assert.equal(changed.status, 200);
    assert.equal(changed.body.result.city, 'Praha 7');
    assert.equal(changed.body.result.vatRegNo, null);
  });

  it('refuses bad data with a message naming the field, 401 anonymous', async () => {
    const { accessToken: token } = await customerWithOrder(
      t.app,
      t.database.db,
      'spatna-data@example.cz',
    );
    const cases: Array<[string, string, RegExp]> = [
      ['not JSON', '{', /company must be valid JSON/],
      ['a list', '[]', /company must be a JSON object/],
      [
        'a wrong check digit',
        JSON.stringify({ ...DATA, taxRegNo: '17508623' }),
        /company\.taxRegNo must be a valid Czech company ID/,
      ],
      [
        'a Czech VAT ID without CZ',
        JSON.stringify({ ...DATA, vatRegNo: '17508622' }),
        /company\.vatRegNo/,
      ],
      ['a blank name', JSON.stringify({ ...DATA, name: '  ' }), /company\.name is required/],
      ['a bad zip', JSON.stringify({ ...DATA, zipCode: '1010' }), /company\.zipCode/],
      ['no city', JSON.stringify({ ...DATA, city: undefined }), /city/],
      ['an unknown field', JSON.stringify({ ...DATA, ownerCustomerId: 1 }), /company/],
      ['a long name', JSON.stringify({ ...DATA, name: 'x'.repeat(201) }), /company\.name/],
      [
        'a control character',
        JSON.stringify({ ...DATA, street: 'Korunní\u0000' }),
        /control characters/,
      ],
    ];
    for (const [label, company, message] of cases) {
      const answer = await post('/user-company/save', { company }, token);
      assert.equal(answer.status, 400, label);
      assert.match(answer.body.message, message, label);
    }
    assert.equal((await post('/user-company/save', {}, token)).status, 400);
    assert.deepEqual(await list(token), []);
    assert.equal((await save(DATA)).status, 401);
  });
});

describe('company roles', () => {
  it('lists the company to the owner and each role, with the contacts only to those who manage it', async () => {
    const byOwner = (await list(f.ownerToken)).find((company) => company.id === f.companyId);
    assert.ok(byOwner);
    assert.equal(byOwner.owner, true);
    assert.deepEqual(
      byOwner.contacts.map((contact) => [contact.email, contact.roleId]),
      [
        ['spravce-firmy@example.cz', ['administrator']],
        ['financni-firmy@example.cz', ['finance']],
        ['prebirajici-firmy@example.cz', ['billing-and-receiving']],
      ],
    );
    const views: Array<[string, string, string[], number]> = [
      ['administrator', f.adminToken, ['administrator'], 3],
      ['finance', f.financeToken, ['finance'], 0],
      ['billing-and-receiving', f.receivingToken, ['billing-and-receiving'], 0],
    ];
    for (const [label, token, roles, contacts] of views) {
      const [company] = await list(token);
      assert.ok(company, label);
      assert.equal(company.id, f.companyId, label);
      assert.equal(company.owner, false, label);
      assert.deepEqual(company.myRoles, roles, label);
      assert.equal(company.contacts.length, contacts, label);
    }
    assert.deepEqual(await list(f.otherToken), []);
    assert.equal((await post('/user-company/list', {})).status, 401);
  });

  it('gives nothing to a contact whose e-mail is not verified', async () => {
    const { token, company } = await ownerWithCompany('overeni-vlastnik@example.cz');
    const contact = await customerWithOrder(t.app, t.database.db, 'neovereny-kontakt@example.cz');
    assert.equal(
      (
        await saveContact(
          company.id,
          { email: 'neovereny-kontakt@example.cz', roleId: ['administrator'] },
          token,
        )
      ).status,
      200,
    );
    assert.deepEqual(await list(contact.accessToken), []);
    const change = await save({ ...DATA, id: company.id }, contact.accessToken);
    assert.equal(change.status, 404);
    await verify('neovereny-kontakt@example.cz');
    assert.equal((await list(contact.accessToken)).length, 1);
  });

  it('lets the owner and an administrator change the company; other roles 403, strangers 404', async () => {
    const changed = await save({ ...DATA, id: f.companyId, city: 'Praha 2' }, f.adminToken);
    assert.equal(changed.status, 200);
    assert.equal(changed.body.result.city, 'Praha 2');
    for (const token of [f.financeToken, f.receivingToken]) {
      const refused = await save({ ...DATA, id: f.companyId, city: 'Brno' }, token);
      assert.equal(refused.status, 403);
      assert.equal(refused.body.message, COMPANY_MESSAGES.manageOnly);
    }
    const stranger = await save({ ...DATA, id: f.companyId }, f.otherToken);
    const unknown = await save({ ...DATA, id: 999_999 }, f.ownerToken);
    assert.equal(stranger.status, 404);
    assert.deepEqual(stranger.body, unknown.body);
    assert.deepEqual(stranger.body, { success: false, message: 'Company not found' });
    const back = await save(
      { ...DATA, id: f.companyId, name: 'Majitelova produkce s.r.o.' },
      f.ownerToken,
    );
    assert.equal(back.status, 200);
    assert.equal(back.body.result.owner, true);
  });
});

describe('POST /api/company-contact/save and delete', () => {
  it('adds a contact in lower case, changes its roles, refuses a duplicate, removes it', async () => {
    const { token, company } = await ownerWithCompany('kontakty-vlastnik@example.cz');
    const added = await saveContact(
      company.id,
      { email: 'Petr.Novy@Example.CZ', roleId: ['finance', 'administrator'] },
      token,
    );
    assert.equal(added.status, 200);
    const [contact] = added.body.result.contacts;
    assert.ok(contact);
    assert.deepEqual(
      { ...contact, id: 0 },
      {
        id: 0,
        email: 'petr.novy@example.cz',
        roleId: ['administrator', 'finance'],
      },
    );
    const duplicate = await saveContact(
      company.id,
      { email: 'petr.novy@example.cz', roleId: ['finance'] },
      token,
    );
    assert.equal(duplicate.status, 409);
    assert.equal(duplicate.body.message, COMPANY_MESSAGES.duplicateContact);

    const changed = await saveContact(
      company.id,
      { id: contact.id, email: 'petr.novy@example.cz', roleId: ['billing-and-receiving'] },
      token,
    );
    assert.equal(changed.status, 200);
    assert.deepEqual(
      changed.body.result.contacts.map((c) => c.roleId),
      [['billing-and-receiving']],
    );

    const second = await saveContact(
      company.id,
      { email: 'eva@example.cz', roleId: ['finance'] },
      token,
    );
    const eva = second.body.result.contacts.find((c) => c.email === 'eva@example.cz');
    assert.ok(eva);
    const clash = await saveContact(
      company.id,
      { id: eva.id, email: 'PETR.novy@example.cz', roleId: ['finance'] },
      token,
    );
    assert.equal(clash.status, 409);

    for (const [label, contactJson] of [
      ['no role', { email: 'a@example.cz', roleId: [] }],
      ['an unknown role', { email: 'a@example.cz', roleId: ['owner'] }],
      ['a bad e-mail', { email: 'not-an-email', roleId: ['finance'] }],
    ] as const) {
      assert.equal((await saveContact(company.id, contactJson, token)).status, 400, label);
    }
    assert.equal(
      (await post('/company-contact/save', { companyId: company.id, contact: '{' }, token)).status,
      400,
    );

    // Another company's contact id is not found here.
    const foreign = await saveContact(
      company.id,
      { id: 999_999, email: 'x@example.cz', roleId: ['finance'] },
      token,
    );
    assert.equal(foreign.status, 404);
    assert.equal(
      (await post('/company-contact/delete', { companyId: company.id, contactId: 999_999 }, token))
        .status,
      404,
    );

    const removed = await post<CompanyResponse>(
      '/company-contact/delete',
      { companyId: company.id, contactId: eva.id },
      token,
    );
    assert.equal(removed.status, 200);
    assert.deepEqual(
      removed.body.result.contacts.map((c) => c.email),
      ['petr.novy@example.cz'],
    );
  });

  it('lets only the owner and an administrator manage contacts', async () => {
    const byAdmin = await saveContact(
      f.companyId,
      { email: 'novy-kolega@example.cz', roleId: ['finance'] },
      f.adminToken,
    );
    assert.equal(byAdmin.status, 200);
    const added = byAdmin.body.result.contacts.find((c) => c.email === 'novy-kolega@example.cz');
    assert.ok(added);
    for (const token of [f.financeToken, f.receivingToken]) {
      assert.equal(
        (await saveContact(f.companyId, { email: 'x@example.cz', roleId: ['finance'] }, token))
          .status,
        403,
      );
      assert.equal(
        (
          await post(
            '/company-contact/delete',
            { companyId: f.companyId, contactId: added.id },
            token,
          )
        ).status,
        403,
      );
    }
    assert.equal(
      (await saveContact(f.companyId, { email: 'x@example.cz', roleId: ['finance'] }, f.otherToken))
        .status,
      404,
    );
    assert.equal(
      (
        await post(
          '/company-contact/delete',
          { companyId: f.companyId, contactId: added.id },
          f.otherToken,
        )
      ).status,
      404,
    );
    assert.equal(
      (await post('/company-contact/delete', { companyId: f.companyId, contactId: added.id }))
        .status,
      401,
    );
    assert.equal(
      (
        await post(
          '/company-contact/delete',
          { companyId: f.companyId, contactId: added.id },
          f.ownerToken,
        )
      ).status,
      200,
    );
  });
});

describe('support messages limited per customer and address', () => {
  it('answers 429 past the hourly messages of a customer, and of an address', async () => {
    const first = await ownerWithCompany('omezena@example.cz');
    const second = await ownerWithCompany('omezena.druha@example.cz');
    const send = (owner: typeof first, remoteAddress: string) =>
      call<{ success: boolean; message: string }>(
        {
          method: 'POST',
          url: '/api/user-company/support',
          ...form({ companyId: owner.company.id, message: 'Prosíme o změnu.' }),
          remoteAddress,
        },
        owner.token,
      );
    for (let i = 0; i < SUPPORT_MESSAGES_PER_HOUR; i += 1) {
      assert.equal((await send(first, '198.51.100.80')).status, 200, `message ${i + 1}`);
    }
    const over = await send(first, '198.51.100.80');
    assert.equal(over.status, 429);
    assert.match(over.body.message, /Too many attempts/);
    // The customer from elsewhere, and another customer from that address: both spent.
    assert.equal((await send(first, '198.51.100.81')).status, 429);
    assert.equal((await send(second, '198.51.100.80')).status, 429);
    assert.equal((await send(second, '198.51.100.82')).status, 200);
    const sent = await t.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.companyId, first.company.id));
    assert.equal(sent.length, SUPPORT_MESSAGES_PER_HOUR, 'a refused message is not stored');
  });
});

describe('support messages raced', () => {
  it('stores exactly the hourly messages of 20 sent at once by one customer', async () => {
    const owner = await ownerWithCompany('zavod@example.cz');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call<{ success: boolean; message: string }>(
          {
            method: 'POST',
            url: '/api/user-company/support',
            ...form({ companyId: owner.company.id, message: 'Prosíme o změnu.' }),
            remoteAddress: `198.51.100.${120 + i}`,
          },
          owner.token,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    assert.equal(statuses.filter((status) => status === 200).length, SUPPORT_MESSAGES_PER_HOUR);
    assert.equal(
      statuses.filter((status) => status === 429).length,
      20 - SUPPORT_MESSAGES_PER_HOUR,
    );
    const sent = await t.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.companyId, owner.company.id));
    assert.equal(sent.length, SUPPORT_MESSAGES_PER_HOUR);
  });
});

describe('a locked company and the support path', () => {
  it('locks a company with an invoiced order or an invoice: 409, and the change request goes to the shop', async () => {
    const { token, company } = await ownerWithCompany('zamcena@example.cz');
    const [customer] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'zamcena@example.cz'));
    assert.ok(customer);
    const { cartRow, cart } = await createTestCart(t.database.db, {
      lines: [{ productId: 6, quantity: 1 }],
      email: 'zamcena@example.cz',
      billing: { customerId: company.id, ...DATA },
    });
    const placed = await t.database.db.transaction((tx) =>
      placeOrder(tx, { cartRow, cart, locale: 'cs', signedInCustomerId: customer.id }),
    );
    assert.equal((await list(token))[0]?.locked, false);

    // An invoice document locks it…
    const [invoice] = await t.database.db
      .insert(documents)
      .values({
        orderId: placed.orderId,
        type: 'invoice',
        code: `faktura-${placed.orderNumber}-${'x'.repeat(20)}`,
        number: `FV${placed.orderNumber}`,
        issueDate: '2031-03-06',
        dueDate: '2031-03-20',
        currency: 'czk',
      })
      .returning();
    assert.ok(invoice);
    assert.equal((await list(token))[0]?.locked, true);
    await t.database.db.delete(documents).where(eq(documents.id, invoice.id));
    // …and so does an invoiced order.
    await t.database.db
      .update(orders)
      .set({ status: 'INVOICED' })
      .where(eq(orders.id, placed.orderId));
    assert.equal((await list(token))[0]?.locked, true);

    const refused = await save({ ...DATA, id: company.id, name: 'Nový název s.r.o.' }, token);
    assert.equal(refused.status, 409);
    assert.match(refused.body.message, /changes go through support/);
    // Contacts are no company data: they still change.
    assert.equal(
      (await saveContact(company.id, { email: 'k@example.cz', roleId: ['finance'] }, token)).status,
      200,
    );

    const support = await post(
      '/user-company/support',
      {
        companyId: company.id,
        message: 'Prosíme o změnu názvu po přejmenování firmy.',
        name: 'Nový název s.r.o.',
      },
      token,
    );
    assert.equal(support.status, 200);
    assert.deepEqual(support.body, { success: true });
    const [stored] = await t.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.companyId, company.id));
    assert.ok(stored);
    assert.equal(stored.customerId, customer.id);
    assert.deepEqual(stored.payload, { name: 'Nový název s.r.o.' });
    const [mail] = await t.database.db
      .select()
      .from(emails)
      .where(eq(emails.replyTo, 'zamcena@example.cz'));
    assert.ok(mail);
    assert.match(mail.toAddress, /obchod@/);
    assert.match(mail.text, /Ateliér Vltava s\.r\.o\. → Nový název s\.r\.o\./);
    assert.equal(
      (await list(token))[0]?.name,
      DATA.name,
      'the data stay until the shop changes them',
    );

    assert.equal(
      (await post('/user-company/support', { companyId: company.id, message: '  ' }, token)).status,
      400,
    );
    assert.equal(
      (await post('/user-company/support', { companyId: company.id, message: 'x' }, f.otherToken))
        .status,
      404,
    );
    assert.equal(
      (
        await post(
          '/user-company/support',
          { companyId: f.companyId, message: 'x' },
          f.financeToken,
        )
      ).status,
      403,
    );
    assert.equal(
      (await post('/user-company/support', { companyId: company.id, message: 'x' })).status,
      401,
    );
  });
});

describe('POST /api/user-company/delete', () => {
  it('lets only the owner delete; the orders keep their company', async () => {
    const { token, company } = await ownerWithCompany('mazani@example.cz');
    const admin = await customerWithOrder(t.app, t.database.db, 'mazani-spravce@example.cz');
    await verify('mazani-spravce@example.cz');
    await saveContact(
      company.id,
      { email: 'mazani-spravce@example.cz', roleId: ['administrator'] },
      token,
    );
    const byAdmin = await post('/user-company/delete', { id: company.id }, admin.accessToken);
    assert.equal(byAdmin.status, 403);
    assert.equal(byAdmin.body.message, COMPANY_MESSAGES.ownerOnly);
    assert.equal(
      (await post('/user-company/delete', { id: company.id }, f.otherToken)).status,
      404,
    );
    assert.equal((await post('/user-company/delete', { id: 'abc' }, token)).status, 400);
    assert.equal((await post('/user-company/delete', { id: company.id })).status, 401);

    const deleted = await post('/user-company/delete', { id: company.id }, token);
    assert.deepEqual([deleted.status, deleted.body], [200, { success: true }]);
    assert.deepEqual(await list(token), []);
    assert.deepEqual(await list(admin.accessToken), []);
    assert.equal((await post('/user-company/delete', { id: company.id }, token)).status, 404);
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, company.id));
    assert.ok(row?.deletedAt);

    const [owner] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.companyId, f.companyId));
    assert.ok(owner, 'the fixture company order keeps its company');
  });
});

describe('placing an order billed to a saved company', () => {
  async function placeBilledTo(companyId: number, email: string, signedIn: boolean) {
    const [customer] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, email));
    assert.ok(customer);
    const { cartRow, cart } = await createTestCart(t.database.db, {
      lines: [{ productId: 7, quantity: 1 }],
      email,
      billing: { customerId: companyId, ...DATA },
    });
    if (signedIn) {
      await t.database.db
        .update(carts)
        .set({ customerId: customer.id })
        .where(eq(carts.id, cartRow.id));
    }
    const placed = await t.database.db.transaction((tx) =>
      placeOrder(tx, {
        cartRow: signedIn ? { ...cartRow, customerId: customer.id } : cartRow,
        cart,
        locale: 'cs',
        signedInCustomerId: signedIn ? customer.id : null,
      }),
    );
    const [order] = await t.database.db
      .select({ companyId: orders.companyId })
      .from(orders)
      .where(and(eq(orders.id, placed.orderId)));
    return order?.companyId ?? null;
  }

  it('sets the company for its owner and administrators only', async () => {
    assert.equal(await placeBilledTo(f.companyId, 'majitel@example.cz', true), f.companyId);
    assert.equal(await placeBilledTo(f.companyId, 'spravce-firmy@example.cz', true), f.companyId);
    assert.equal(await placeBilledTo(f.companyId, 'financni-firmy@example.cz', true), null);
    assert.equal(await placeBilledTo(f.companyId, 'prebirajici-firmy@example.cz', true), null);
    assert.equal(
      await placeBilledTo(f.companyId, 'cizi@example.cz', true),
      null,
      'a stranger typing its id',
    );
    assert.equal(
      await placeBilledTo(f.companyId, 'majitel@example.cz', false),
      null,
      'a guest with the owner’s e-mail',
    );
    assert.equal(await placeBilledTo(999_999, 'majitel@example.cz', true), null);
  });

  it('lets the company’s contacts read its order by their roles', async () => {
    const read = (token: string) =>
      call({ method: 'GET', url: `/api/order/${f.companyOrderNumber}` }, token).then(
        (a) => a.status,
      );
    assert.equal(await read(f.ownerToken), 200);
    assert.equal(await read(f.adminToken), 200);
    assert.equal(await read(f.receivingToken), 200);
    assert.equal(await read(f.financeToken), 404);
    assert.equal(await read(f.otherToken), 404);
  });
});
