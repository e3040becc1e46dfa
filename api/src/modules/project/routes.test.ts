import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ProjectsResponse } from '@shop/shared/contract';
import { eq } from 'drizzle-orm';
import { companyContacts, orders } from '../../db/schema';
import { orderForCompany, ownedCompany } from '../../test/company-fixture';
import { customerWithOrder } from '../../test/sign-in';
import { testAppForFile } from '../../test/test-app';
import { placeTestOrder } from '../../test/test-cart';
import { monthsBefore } from './service';

const t = testAppForFile();
const { get, verify } = t;

/** An order of the e-mail placed as a guest, in a project, at an instant. */
async function orderIn(email: string, projectName: string | null, createdAt: Date) {
  const placed = await placeTestOrder(t.database.db, {
    lines: [{ productId: 4, quantity: 1 }],
    email,
  });
  await t.database.db
    .update(orders)
    .set({ projectName, createdAt })
    .where(eq(orders.id, placed.orderId));
  return placed;
}

const monthsAgo = (months: number, days = 0) =>
  new Date(monthsBefore(new Date(), months).getTime() - days * 86_400_000);

describe('GET /api/projects', () => {
  it('groups the customer’s orders by project, most recent first, with counts and dates', async () => {
    const email = 'projekty@example.cz';
    const owner = await customerWithOrder(t.app, t.database.db, email);
    await verify(email);
    // The account's own order is in 'Reklama Léto' (the test cart's project), placed now.
    const first = monthsAgo(20);
    const second = monthsAgo(5);
    await orderIn(email, 'Klip Vltava', first);
    await orderIn(email, 'Klip Vltava', second);
    await orderIn(email, 'Spot Brno', monthsAgo(2, 1));
    await orderIn(email, 'Archiv', monthsAgo(30));
    await orderIn(email, null, monthsAgo(1));
    await orderIn(email, '   ', monthsAgo(1));

    const { status, body } = await get<ProjectsResponse>('/api/projects', owner.accessToken);
    assert.equal(status, 200);
    assert.deepEqual(
      body.projects.map((project) => [project.name, project.orderCount]),
      [
        ['Reklama Léto', 1],
        ['Spot Brno', 1],
        ['Klip Vltava', 2],
        ['Archiv', 1],
      ],
    );
    const klip = body.projects.find((project) => project.name === 'Klip Vltava');
    assert.deepEqual(klip, {
      name: 'Klip Vltava',
      orderCount: 2,
      lastOrder: second.toISOString(),
      createdAt: first.toISOString(),
    });

    const within = async (months: number) =>
      (
        await get<ProjectsResponse>(`/api/projects?months=${months}`, owner.accessToken)
      ).body.projects.map((project) => project.name);
    assert.deepEqual(await within(3), ['Reklama Léto', 'Spot Brno']);
    assert.deepEqual(await within(6), ['Reklama Léto', 'Spot Brno', 'Klip Vltava']);
    assert.deepEqual(await within(12), ['Reklama Léto', 'Spot Brno', 'Klip Vltava']);
    assert.deepEqual(await within(120), ['Reklama Léto', 'Spot Brno', 'Klip Vltava', 'Archiv']);
    assert.deepEqual(await within(1), ['Reklama Léto']);
  });

  it('shows only the viewer’s own projects, and a company’s to those who may read its orders', async () => {
    const mine = await customerWithOrder(t.app, t.database.db, 'moje-projekty@example.cz');
    const theirs = await customerWithOrder(t.app, t.database.db, 'jejich-projekty@example.cz');
    await verify('moje-projekty@example.cz');
    await verify('jejich-projekty@example.cz');
    await orderIn('jejich-projekty@example.cz', 'Tajný projekt', new Date());
    const list = await get<ProjectsResponse>('/api/projects', mine.accessToken);
    assert.deepEqual(
      list.body.projects.map((project) => [project.name, project.orderCount]),
      [['Reklama Léto', 1]],
    );

    const company = {
      id: await ownedCompany(t.database.db, 'jejich-projekty@example.cz', 'Ateliér Vltava s.r.o.'),
    };
    const billed = await orderIn('zamestnanec-projekty@example.cz', 'Firemní spot', new Date());
    await orderForCompany(t.database.db, billed.orderId, company.id);
    const sees = async (
      email: string,
      roles: Array<'administrator' | 'finance' | 'billing-and-receiving'>,
    ) => {
      const contact = await customerWithOrder(t.app, t.database.db, email);
      await verify(email);
      await t.database.db.insert(companyContacts).values({ companyId: company.id, email, roles });
      const projects = await get<ProjectsResponse>('/api/projects', contact.accessToken);
      return projects.body.projects.some((project) => project.name === 'Firemní spot');
    };
    assert.equal(await sees('projekty-admin@example.cz', ['administrator']), true);
    assert.equal(await sees('projekty-prebirani@example.cz', ['billing-and-receiving']), true);
    assert.equal(await sees('projekty-finance@example.cz', ['finance']), false);
    const ownerList = await get<ProjectsResponse>('/api/projects', theirs.accessToken);
    assert.ok(ownerList.body.projects.some((project) => project.name === 'Firemní spot'));
  });

  it('refuses bad input with a message and answers 401 without a session', async () => {
    const { accessToken } = await customerWithOrder(
      t.app,
      t.database.db,
      'projekty-vstupy@example.cz',
    );
    for (const query of ['months=0', 'months=121', 'months=abc', 'months=1.5']) {
      const response = await get<{ success: boolean; message: string }>(
        `/api/projects?${query}`,
        accessToken,
      );
      assert.equal(response.status, 400, query);
      assert.equal(response.body.success, false);
      assert.ok(response.body.message.length > 0, query);
    }
    assert.equal((await get('/api/projects?months=120', accessToken)).status, 200);
    assert.equal((await get('/api/projects')).status, 401);
  });
});

describe('monthsBefore', () => {
  it('goes back calendar months, clamping the day to the month’s length', () => {
    const cases: Array<[string, number, string]> = [
      ['2026-11-24T10:00:00.000Z', 3, '2026-08-24T10:00:00.000Z'],
      ['2026-05-31T08:30:00.000Z', 3, '2026-02-28T08:30:00.000Z'],
      ['2028-05-31T08:30:00.000Z', 3, '2028-02-29T08:30:00.000Z'],
      ['2026-03-31T23:00:00.000Z', 1, '2026-02-28T23:00:00.000Z'],
      ['2026-01-15T00:00:00.000Z', 12, '2025-01-15T00:00:00.000Z'],
      ['2026-01-31T12:00:00.000Z', 2, '2025-11-30T12:00:00.000Z'],
      ['2026-11-24T10:00:00.000Z', 120, '2016-11-24T10:00:00.000Z'],
    ];
    for (const [now, months, expected] of cases) {
      assert.equal(
        monthsBefore(new Date(now), months).toISOString(),
        expected,
        `${now} − ${months}`,
      );
    }
  });
});
