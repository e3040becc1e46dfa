/**
 * The rate-limit counters in Redis (REDIS_URL): two API instances count one address together, as
 * one instance would; in memory each counts alone.
 * Against the machine's real Redis (REDIS_TEST_URL, default redis://127.0.0.1:6379), each run in a
 * key namespace of its own.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, describe, it } from 'node:test';
import { WEB_CLIENT_ID } from '@shop/shared/contract';
import { Redis } from 'ioredis';
import { DEFAULT_AUTH_THROTTLE } from '../modules/throttle';
import { createTestApp, form, type TestApp } from '../test/test-db';
import { type RateLimitStore, redisRateLimitStore } from './rate-limit-store';

const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const nameSpace = `shop-rate-limit-test-${randomBytes(6).toString('hex')}:`;

/** Two instances of the API with a limit of two registrations an hour per address. */
async function twoInstances(store?: RateLimitStore): Promise<[TestApp, TestApp]> {
  const options = {
    config: { accountRequestsPerHour: 2 },
    ...(store ? { rateLimitStore: store } : {}),
  };
  return [await createTestApp(options), await createTestApp(options)];
}

let count = 0;
/** A registration from one address (192.0.2.61) through `instance`: its status. */
async function register(instance: TestApp): Promise<number> {
  count += 1;
  const answer = await instance.app.inject({
    method: 'POST',
    url: '/api/user-account/register',
    ...form({
      firstname: 'Eva',
      lastname: 'Svobodová',
      email: `counted-${nameSpace.slice(-13, -1)}-${count}@example.cz`,
      password: 'kamera-2026',
      confirmPassword: 'kamera-2026',
    }),
    remoteAddress: '192.0.2.61',
  });
  return answer.statusCode;
}

/** A Redis nothing listens at: every connection is refused. */
const unreachableUrl = 'redis://127.0.0.1:1';

/** What the store logs, kept. */
function logBook() {
  const lines: string[] = [];
  return {
    lines,
    log: { warn: (line: string) => lines.push(line), info: (line: string) => lines.push(line) },
  };
}

/** A sign-in with a wrong password from one address: its status. */
async function wrongPassword(instance: TestApp, attempt: number): Promise<number> {
  const answer = await instance.app.inject({
    method: 'POST',
    url: '/api/auth/token',
    ...form({
      client_id: WEB_CLIENT_ID,
      grant_type: 'password',
      username: 'jana.novakova@example.cz',
      password: `guess-${attempt}`,
    }),
    remoteAddress: '192.0.2.62',
  });
  return answer.statusCode;
}

describe('rate-limit counters', () => {
  const closing: Array<() => Promise<void>> = [];
  after(async () => {
    for (const close of closing) await close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${nameSpace}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('in Redis: two instances count an address together', async () => {
    const redis = redisRateLimitStore(redisUrl, nameSpace);
    const [a, b] = await twoInstances(redis.store);
    closing.push(a.close, b.close, redis.close);
    assert.equal(await register(a), 200);
    assert.equal(await register(b), 200);
    // The third of the hour, whichever instance it reaches.
    assert.equal(await register(a), 429);
    assert.equal(await register(b), 429);
    const reader = new Redis(redisUrl);
    const counted = await reader.keys(`${nameSpace}*`);
    await reader.quit();
    assert.ok(counted.length > 0, 'the counters are in Redis');
  });

  it('Redis unreachable: each instance counts in memory, limits still hold', async () => {
    const { lines, log } = logBook();
    const redis = redisRateLimitStore(unreachableUrl, nameSpace, log);
    const [a, b] = await twoInstances(redis.store);
    closing.push(a.close, b.close, redis.close);
    const perAccountAndAddress = DEFAULT_AUTH_THROTTLE.accountAddress.max;
    for (let attempt = 1; attempt <= perAccountAndAddress; attempt += 1) {
      assert.equal(await wrongPassword(a, attempt), 400, `attempt ${attempt}`);
    }
    assert.equal(await wrongPassword(a, perAccountAndAddress + 1), 429);
    // Registrations too: the instance's own count, as in memory.
    assert.equal(await register(b), 200);
    assert.equal(await register(b), 200);
    assert.equal(await register(b), 429);
    assert.equal(lines.length, 1, lines.join('\n'));
    assert.match(lines[0] ?? '', /Redis does not answer/);
  });

  it('in memory: each instance counts alone', async () => {
    const [a, b] = await twoInstances();
    closing.push(a.close, b.close);
    assert.equal(await register(a), 200);
    assert.equal(await register(b), 200);
    assert.equal(await register(a), 200);
    assert.equal(await register(a), 429);
  });
});
