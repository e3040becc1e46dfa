// The staff tool beside a running shop on an embedded database: the tool, run as staff run it,
// finds the server through the folder's owner file and asks it; the shop sees the write at once.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import type { OrderReceivedResponse } from '@shop/shared/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { publishStaffEndpoint } from '../db/pglite-owner';
import { seed } from '../db/seed/seed';
import { placeTestOrder } from '../test/test-cart';

const run = promisify(execFile);
const TOKEN = 'beside-the-shop-9c4e1a7d3b5f2e8c6a0d4b1f7e3c9a52';
const root = mkdtempSync(path.join(tmpdir(), 'shop-staff-beside-'));
const folder = path.join(root, 'pglite');

let database: DatabaseHandle;
let app: FastifyInstance;

before(async () => {
  database = await openDatabase({ pgliteDir: folder });
  await migrate(database.db);
  await seed(database.db, { demo: false });
  app = buildApp({ db: database.db, config: { staffToken: TOKEN } });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  publishStaffEndpoint(folder, { url: origin, token: TOKEN });
});
after(async () => {
  await app?.close();
  await database?.close();
  rmSync(root, { recursive: true, force: true });
});

/** The staff tool as `npm run staff -- …` runs it, on the folder this process's shop holds. */
function staff(...argv: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'src/staff/staff-cli.ts', ...argv], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, PGLITE_DIR: folder, DATABASE_URL: '', SHOP_URL: '', STAFF_TOKEN: '' },
  });
}

describe('the staff tool beside a running shop on PGlite', () => {
  it('records a payment and a status through the server, seen by the shop at once', async () => {
    const order = await placeTestOrder(database.db, {
      lines: [{ productId: 17, quantity: 1 }],
      email: 'vedle-obchodu@example.cz',
      from: '2031-11-04T10:00',
      to: '2031-11-04T18:00',
    });
    const received = async () => {
      const response = await app.inject(
        `/api/order/received/${order.orderNumber}?code=${order.estimateCode}`,
      );
      return (response.json() as OrderReceivedResponse).order;
    };
    const total = (await received()).totalWithVat;

    const paid = await staff('payment', order.orderNumber, String(total));
    assert.match(
      paid.stdout,
      new RegExp(`${order.orderNumber}: the shop keeps ${total} CZK, PAID`),
    );
    assert.equal((await received()).paymentStatus, 'paid');

    const ready = await staff('ready', order.orderNumber, 'READY');
    assert.match(ready.stdout, new RegExp(`${order.orderNumber}: Ready`));

    // A refusal keeps the staff tool's exit codes: 1 for a refused change, 2 for wrong usage.
    const refused = await staff('status', order.orderNumber, 'LENT').catch(
      (error: { code: number; stderr: string }) => error,
    );
    assert.ok('code' in refused);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /only through its handover at the desk/);
    assert.equal((await received()).status, 'PAID');
  });
});
