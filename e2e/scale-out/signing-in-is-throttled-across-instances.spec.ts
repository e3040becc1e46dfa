import { randomBytes } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { Redis } from 'ioredis';
// biome-ignore lint/style/noRestrictedImports: auth's index loads the whole API; the policy is read alone
import { DEFAULT_AUTH_THROTTLE } from '../../api/src/modules/throttle/throttle-policy';
import { expect, test } from '../fixtures';
import { scaleOutState } from './scale-out-state';

/**
 * Failed sign-ins are counted in Redis, so the two instances behind nginx throttle an account and
 * address together: the 429 comes at the same attempt as on one instance (in memory, each would
 * count half of the attempts and let about twice as many through).
 */

const run = randomBytes(4).toString('hex');
/** A documentation address (RFC 5737) per measurement: nobody else's counts. */
const address = (n: number) => `203.0.113.${n}`;

interface Throttled {
  /** The attempt answered 429. */
  attempt: number;
  /** The instances that answered (nginx's X-Upstream), when through nginx. */
  upstreams: Set<string>;
  last: APIResponse;
}

function signIn(request: APIRequestContext, url: string, email: string, from: string) {
  return request.post(url, {
    form: { grant_type: 'password', client_id: 'shop-web', username: email, password: 'nespravne' },
    headers: { 'x-forwarded-for': from },
  });
}

/** Wrong passwords for `email` from `from` until one is answered 429. */
async function untilThrottled(
  request: APIRequestContext,
  url: string,
  email: string,
  from: string,
): Promise<Throttled> {
  const upstreams = new Set<string>();
  for (let attempt = 1; attempt <= 30; attempt += 1) {
    const response = await signIn(request, url, email, from);
    const upstream = response.headers()['x-upstream'];
    if (upstream) upstreams.add(upstream);
    if (response.status() === 429) return { attempt, upstreams, last: response };
    expect(response.status(), `attempt ${attempt}: ${await response.text()}`).toBe(400);
  }
  throw new Error(`${url}: 30 failed sign-ins of ${email} and none throttled`);
}

test('a sign-in is throttled at the same attempt through nginx as on one instance', async ({
  request,
}) => {
  const state = scaleOutState();
  const [one] = state.instances;
  if (!one) throw new Error('no API instance');
  const limit = DEFAULT_AUTH_THROTTLE.accountAddress.max;

  // One instance alone (past nginx): the configured limit, then 429.
  const alone = await untilThrottled(
    request,
    `${one.origin}/api/auth/token`,
    `samotna.${run}@example.cz`,
    address(10),
  );
  expect(alone.attempt).toBe(limit + 1);

  // Through nginx, every other attempt on the other instance: the same attempt.
  const email = `rozdelena.${run}@example.cz`;
  const balanced = await untilThrottled(
    request,
    `${state.origin}/api/auth/token`,
    email,
    address(20),
  );
  expect(balanced.upstreams).toEqual(new Set(state.instances.map((i) => i.upstream)));
  expect(balanced.attempt).toBe(alone.attempt);
  expect(Number(balanced.last.headers()['retry-after'])).toBeGreaterThan(0);
  expect((await balanced.last.json()).message).toMatch(/^Too many attempts/);
  // Whichever instance the next one reaches, it is throttled too.
  for (let extra = 0; extra < state.instances.length; extra += 1) {
    expect(
      (await signIn(request, `${state.origin}/api/auth/token`, email, address(20))).status(),
    ).toBe(429);
  }

  // The client's address is the one nginx passed on (X-Forwarded-For, trusted from 127.0.0.1):
  // the same account from another address is not throttled by this address's count.
  const elsewhere = await signIn(request, `${state.origin}/api/auth/token`, email, address(21));
  expect(elsewhere.status()).toBe(400);

  // The counts are in Redis, under this run's prefix.
  const redis = new Redis(state.redis.url);
  try {
    expect((await redis.keys(`${state.redis.prefix}*`)).length).toBeGreaterThan(0);
  } finally {
    await redis.quit();
  }
});
