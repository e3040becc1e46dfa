/**
 * The shell's beacon for remote versions it could not use, and the staff's status page of their
 * counts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RemoteFailureReport } from '@shop/shared/contract';
import { createTestApp, type TestApp } from '../../test/test-db';
import { REMOTE_FAILURE_LIMIT } from './routes';

const STATUS_CODE = 'staff-status-7c1d9e20b4a64f51a0d3';

let t: TestApp;
before(async () => {
  t = await createTestApp({ config: { staffStatusCode: STATUS_CODE } });
});
after(async () => {
  await t?.close();
});

const report = (changes: Partial<RemoteFailureReport> = {}): RemoteFailureReport => ({
  remote: 'catalog',
  version: 'v3',
  stage: 'load',
  message: 'ScriptExternalLoadError: Loading script failed.',
  fallback: 'v2',
  ...changes,
});

let address = 0;
/** Each test reports from an address of its own, so the rate limit of one does not reach another. */
function nextAddress(): string {
  address += 1;
  return `198.51.100.${address}`;
}

function send(body: unknown, remoteAddress = '198.51.100.200') {
  return t.app.inject({
    method: 'POST',
    url: '/api/remote-failures',
    payload: body as object,
    remoteAddress,
  });
}

function status(code = STATUS_CODE, accept = 'application/json') {
  return t.app.inject({
    method: 'GET',
    url: `/api/remote-failures/status?code=${encodeURIComponent(code)}`,
    headers: { accept },
  });
}

describe('remote failure reports', () => {
  it('counts reports per remote, version, stage and version fallen back to', async () => {
    const from = nextAddress();
    for (const body of [
      report(),
      report({ message: 'ChunkLoadError: Loading chunk 812 failed.' }),
      report({ fallback: null }),
      report({ stage: 'contract', version: 'v4', message: 'built against ^2.0' }),
    ]) {
      const answer = await send(body, from);
      assert.equal(answer.statusCode, 200, answer.body);
      assert.deepEqual(answer.json(), { success: true });
    }
    const answer = await status();
    assert.equal(answer.statusCode, 200, answer.body);
    assert.equal(answer.headers['cache-control'], 'no-store');
    const counts = answer
      .json()
      .failures.map(
        (row: { version: string; stage: string; fallback: string | null; count: number }) => [
          row.version,
          row.stage,
          row.fallback,
          row.count,
        ],
      )
      .sort();
    // (Sorted as text: null before 'v2'.)
    assert.deepEqual(counts, [
      ['v3', 'load', null, 1],
      ['v3', 'load', 'v2', 2],
      ['v4', 'contract', 'v2', 1],
    ]);
    const twice = answer.json().failures.find((row: { count: number }) => row.count === 2);
    assert.equal(twice.lastMessage, 'ChunkLoadError: Loading chunk 812 failed.');
  });

  it('shows the counts to a browser as a page, its text escaped', async () => {
    await send(report({ version: 'v5<script>', message: '<img src=x onerror=alert(1)>' }));
    const answer = await status(STATUS_CODE, 'text/html,application/xhtml+xml');
    assert.equal(answer.statusCode, 200);
    assert.match(String(answer.headers['content-type']), /^text\/html/);
    assert.match(answer.body, /<h1>Remote failures<\/h1>/);
    assert.match(answer.body, /v5&lt;script&gt;/);
    assert.ok(!answer.body.includes('<img src=x'), 'the message is text, not markup');
  });

  it('refuses a report that is not one, with a message and nothing counted', async () => {
    const before = (await status()).json().failures.length;
    for (const body of [
      {},
      report({ remote: 'Catalog!' }),
      report({ stage: 'other' as 'load' }),
      report({ version: '' }),
      report({ message: 'x'.repeat(501) }),
      report({ version: 'x'.repeat(301) }),
    ]) {
      const answer = await send(body, nextAddress());
      assert.equal(answer.statusCode, 400, JSON.stringify(body).slice(0, 80));
      assert.equal(answer.json().success, false);
      assert.ok(answer.json().message.length > 0);
    }
    assert.equal((await status()).json().failures.length, before);
  });

  it('limits the reports of one address', async () => {
    const from = nextAddress();
    for (let sent = 0; sent < REMOTE_FAILURE_LIMIT.max; sent += 1) {
      assert.equal((await send(report({ version: 'v-flood' }), from)).statusCode, 200);
    }
    const over = await send(report({ version: 'v-flood' }), from);
    assert.equal(over.statusCode, 429);
    assert.ok(Number(over.headers['retry-after']) > 0);
  });

  it('opens the status page only with its code', async () => {
    for (const code of ['wrong', `${STATUS_CODE}x`, STATUS_CODE.slice(0, -1)]) {
      const answer = await status(code);
      assert.equal(answer.statusCode, 404, code);
      assert.ok(!answer.body.includes('catalog'));
    }
  });

  it('has no status page without a configured code', async () => {
    const plain = await createTestApp();
    try {
      const answer = await plain.app.inject({
        method: 'GET',
        url: '/api/remote-failures/status?code=anything',
      });
      assert.equal(answer.statusCode, 404);
    } finally {
      await plain.close();
    }
  });
});
