// A production start (NODE_ENV=production) as it is run: the server refuses a demo's settings in
// one message, and starts when all are right, with the catalogue and content only.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { PRODUCTION_ENV } from './test/production-env';

const apiDir = path.resolve(import.meta.dirname, '..');
const root = mkdtempSync(path.join(tmpdir(), 'shop-production-start-'));
after(() => rmSync(root, { recursive: true, force: true }));

const STAFF_TOKEN = 'production-start-staff-token-3e7a1c9f5b2d8e4a';

/** A production shop's settings that are all right, with a staff token to ask it with. */
const RIGHT = { ...PRODUCTION_ENV, STAFF_TOKEN };

interface Started {
  child: ChildProcess;
  /** Resolves with the exit code, or the origin the server listens on. */
  outcome: Promise<{ code: number | null; stderr: string } | { origin: string }>;
}

function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      PGLITE_DIR: 'memory',
      DEPLOY_DIR: path.join(root, 'deploy'),
      RENDER_WORKERS: '0',
      WATCH_SWEEP_INTERVAL_SECONDS: '0',
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  const outcome = new Promise<{ code: number | null; stderr: string } | { origin: string }>(
    (resolve) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
        if (listening?.[1]) resolve({ origin: listening[1] });
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      child.on('exit', (code) => resolve({ code, stderr }));
    },
  );
  return { child, outcome };
}

describe('a production start', { skip: process.env.DATABASE_URL ? 'PGlite alone' : false }, () => {
  it('is refused with a demo’s settings, every problem in one message', async () => {
    const folder = path.join(root, 'refused-pglite');
    const { outcome } = start({ NODE_ENV: 'production', DEV_PAGES: '1', PGLITE_DIR: folder });
    const result = await outcome;
    assert.equal(existsSync(folder), false, 'a refused start leaves no database folder');
    assert.ok('code' in result, 'the server did not start');
    assert.equal(result.code, 1);
    assert.match(result.stderr, /NODE_ENV=production: the shop does not start/);
    for (const problem of [
      /- PAYMENT_PROVIDER is sandbox/,
      /- PUBLIC_ORIGIN must be the shop's https origin/,
      /- SMTP_URL is not set/,
      /- DEV_PAGES is on/,
    ]) {
      assert.match(result.stderr, problem);
    }
    assert.doesNotMatch(result.stderr, /\bat .*\.ts:\d+/, 'no stack trace');
  });

  it('starts when all is right: no demo notice, no demo data, no dev pages', async () => {
    const { child, outcome } = start(RIGHT);
    try {
      const result = await outcome;
      assert.ok('origin' in result, `refused: ${'stderr' in result ? result.stderr : ''}`);
      const config = (await (await fetch(`${result.origin}/config.json`)).json()) as {
        demo?: boolean;
      };
      assert.equal(config.demo, undefined);
      assert.equal((await fetch(`${result.origin}/api/dev/emails`)).status, 404);
      const orders = await fetch(`${result.origin}/api/staff/commands`, {
        method: 'POST',
        headers: { authorization: `Bearer ${STAFF_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ argv: ['orders'] }),
      });
      assert.equal(orders.status, 200);
      assert.deepEqual(await orders.json(), { success: true, output: 'No orders.' });
      const products = await fetch(`${result.origin}/api/categories`);
      assert.equal(products.status, 200, 'the catalogue is seeded');
    } finally {
      child.kill('SIGTERM');
    }
  });
});
