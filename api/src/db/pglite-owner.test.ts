import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { openDatabase } from './client';
import { DatabaseHeldError, ownerFileOf } from './pglite-owner';

const run = promisify(execFile);
const root = mkdtempSync(path.join(tmpdir(), 'shop-pglite-owner-'));
after(() => rmSync(root, { recursive: true, force: true }));

describe('one owner of a PGlite folder', () => {
  it('refuses a second process while the first holds the folder, and names the holder', async () => {
    const folder = path.join(root, 'held');
    const first = await openDatabase({ pgliteDir: folder });
    try {
      // The staff tool, as staff run it, on the folder the "server" (this process) holds.
      const staff = await run(
        process.execPath,
        ['--import', 'tsx', 'src/staff/staff-cli.ts', 'orders'],
        {
          cwd: path.resolve(import.meta.dirname, '../..'),
          env: { ...process.env, PGLITE_DIR: folder, DATABASE_URL: '' },
        },
      ).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      assert.ok(staff, 'the staff tool was refused');
      assert.equal(staff.code, 1);
      assert.match(staff.stderr, new RegExp(`open in process ${process.pid} `));
      assert.match(staff.stderr, /stop that process first/);
      assert.doesNotMatch(staff.stderr, /\bat .*\.ts:\d+/, 'no stack trace');
    } finally {
      await first.close();
    }
    assert.equal(existsSync(ownerFileOf(folder)), false, 'the owner file goes with the owner');
    const again = await openDatabase({ pgliteDir: folder });
    await again.close();
  });

  it('takes over the file of an owner that is gone', async () => {
    const folder = path.join(root, 'stale');
    writeFileSync(
      ownerFileOf(folder),
      JSON.stringify({
        pid: 2 ** 22 + 17,
        host: (await import('node:os')).hostname(),
        command: 'gone',
        since: '2026-01-01',
      }),
    );
    const handle = await openDatabase({ pgliteDir: folder });
    await handle.close();
  });

  it('is an error of its own kind in the process that asks', async () => {
    const folder = path.join(root, 'kind');
    writeFileSync(
      ownerFileOf(folder),
      JSON.stringify({
        pid: process.ppid,
        host: (await import('node:os')).hostname(),
        command: 'shop',
        since: 'now',
      }),
    );
    await assert.rejects(openDatabase({ pgliteDir: folder }), DatabaseHeldError);
  });
});
