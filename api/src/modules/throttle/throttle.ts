/**
 * Throttling of POST /auth/token (password sign-ins and session refreshes) and of the old password
 * a password change is checked against.
 *
 * Sign-ins (grant password). Only failed attempts count ("Invalid e-mail or password." and
 * "User not registered."); a throttled attempt is answered 429 "Too many attempts. Try again in
 * N s." with Retry-After, before the password is even looked at, and is not counted itself. An
 * account is keyed by its normalised e-mail (hashed), an address by the client's IP (IPv6 by its
 * /64), as Fastify sees it (TRUST_PROXY).
 *
 * - Per account and address: 5 failures in 15 minutes. The usual guessing from one place, and a
 *   customer who forgot the password, wait for the rest of the quarter-hour; nobody else cares.
 * - Per account, over all addresses: 10 failures in 15 minutes, and 100 in 24 hours (NIST SP
 *   800-63B's ceiling). This is what stops guessing spread over many addresses (a botnet); it slows
 *   down progressively: 10 guesses at once, then 10 a quarter-hour, then none till the day ends.
 * - Per address, over all accounts: 30 failures in 15 minutes (password spraying and credential
 *   stuffing from one address). Higher than the per-account limits, so that customers behind one
 *   office or carrier address do not trip it by mistyping.
 *
 * No lock-out by the attacker: the account-wide limits and the address-wide one would let anyone
 * who knows an e-mail (or shares an office address) keep its owner (or the office) from signing
 * in. So the limits above apply only to browsers the account is not known in. A successful
 * sign-in gives the browser a device cookie (OWASP "device cookies": a random id, httpOnly,
 * SameSite=Strict, scoped to /api/auth, a new one at each success) that makes it known to that
 * account for 90 days. A known browser is held to none of the limits above (and its failures do
 * not feed them) but to its own: 5 failures in 15 minutes per account and device cookie, so a
 * stolen device cookie is no way around the throttle either. An attacker's failures therefore
 * cost other customers nothing: not the account's owner in a browser that signed in before, not
 * other accounts on the same address (they have their own account-and-address limit; the
 * address-wide one takes 30 failures, and does not apply to their known browsers). What an
 * attacker can still do is hold back the account's owner in a browser new to the account, for at
 * most a day, while any browser known to the account still signs in.
 *
 * Session refreshes (grant refresh_token), counted apart from sign-ins:
 * - Per session (refresh-token family): 20 refreshes a minute. A web client refreshes every 15
 *   minutes and on each page load (every tab); more is a token minting loop.
 * - Per address: 60 refused refreshes (unknown, expired, rotated or missing token) in 15 minutes;
 *   after that the address's refreshes are answered 429 without a database look-up until the
 *   window ends. Successful refreshes do not count, so customers behind one address do not
 *   throttle each other; a legitimate client is refused at most twice per expired session, and a
 *   throttled refresh does not sign anyone out (the client keeps its cookie and session hint).
 *
 * Password changes (POST /user-account/update with the old password), counted apart from sign-ins:
 * - Per customer and password: 5 wrong old passwords in 15 minutes, as a sign-in per account and
 *   browser; then the change is answered 429 before the old password is looked at, even the right
 *   one, till the window ends. Only a signed-in session gets this far, so no address or account-wide
 *   limits (nobody else can spend the count and lock the customer out). The count belongs to the
 *   current password (its stored hash, salted, is part of the key): a right old password changes
 *   the password and so starts a new count.
 *
 * The counters live in @fastify/rate-limit's store: memory by default, one per limit; the API's
 * Redis when configured (REDIS_URL, lib/rate-limit-store), shared by every API instance. Checking and
 * then counting are two steps, so the attempts on one account take turns (lib/attempt-turns): a
 * burst of concurrent attempts is counted one by one and stops at the limit. The address-wide
 * limit alone is read without taking turns (see signIn).
 */
import { createHash, randomBytes } from 'node:crypto';
import rateLimit, { normalizeIP, type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inTurn } from '../../lib/attempt-turns';
import { countedLimit } from '../../lib/counted-limit';
import { normalizeEmail } from '../../lib/email-address';
import { HttpError } from '../../lib/http-error';
import { type AuthThrottlePolicy, DEFAULT_AUTH_THROTTLE, type Limit } from './throttle-policy';

export interface AuthThrottleOptions {
  /** Replaces numbers of `DEFAULT_AUTH_THROTTLE`. */
  policy?: Partial<AuthThrottlePolicy>;
  /** Where the counters live: @fastify/rate-limit's store options (default: in memory). */
  store?: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace' | 'skipOnError'>;
}

/** The httpOnly cookie that makes a browser known to the accounts that signed in with it. */
export const DEVICE_COOKIE = 'shop_device';

export const throttledMessage = (seconds: number) =>
  `Too many attempts. Try again in ${seconds} s.`;

/** 429 with Retry-After. */
export function throttled(reply: FastifyReply, seconds: number): HttpError {
  const wait = Math.max(1, Math.ceil(seconds));
  reply.header('retry-after', String(wait));
  return new HttpError(429, throttledMessage(wait));
}

interface CounterState {
  /** The limit is reached: one more would be over it. */
  spent: boolean;
  /** This count went over the limit. */
  exceeded: boolean;
  /** Seconds until the window ends. */
  resetSeconds: number;
}

interface Counter {
  /** The counter's name, unique per limit. */
  name: string;
  /** The state of `key`'s window, not counting anything. */
  read(request: FastifyRequest, key: string): Promise<CounterState>;
  /** Counts one for `key`. */
  add(request: FastifyRequest, key: string): Promise<CounterState>;
}

/** Hex digest, shortened: store keys without e-mails or tokens in them. */
const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/** A counter's key for an e-mail address: a digest of the normalised e-mail, never the e-mail. */
export const emailCounterKey = (email: string) => digest(normalizeEmail(email));

/**
 * The e-mails a public call sends to the address in its body's `email`, at most `limit.max` in
 * the window: checked before the call (429), counted only once the call has gone through (a form
 * refused for a typo sends nothing and costs the recipient nothing). Calls to one recipient take
 * turns (lib/attempt-turns), so racing calls cannot pass the limit by their number. Keyed by a
 * digest of the normalised e-mail: no e-mails in the counters' store. Needs @fastify/rate-limit on
 * `app`.
 */
export function recipientLimit(
  app: FastifyInstance,
  name: string,
  limit: { max: number; timeWindow: number },
) {
  const guard = countedLimit(app, [limit]);
  /** Runs `send` unless the recipient's limit is spent (429); counts it once it went through. */
  return <T>(request: FastifyRequest, reply: FastifyReply, send: () => Promise<T>) =>
    guard(
      request,
      [`${name}-to:${digest(normalizeEmail((request.body as { email: string }).email))}`],
      {
        attempt: send,
        spent: async (seconds) => {
          throw throttled(reply, seconds);
        },
      },
    );
}

/** A refusal that counts as a failed attempt: a 400 (wrong password, no such account). */
const isFailure = (error: unknown) => error instanceof HttpError && error.statusCode === 400;

export interface AuthThrottle {
  policy: AuthThrottlePolicy;
  /**
   * A sign-in to the account of `email`: 429 when a limit is spent, before `attempt` runs; an
   * attempt refused with 400 is counted against every limit it was checked against. A success
   * makes the browser known to the account: the new device cookie's value comes with it.
   */
  signIn<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
    attempt: () => Promise<T>,
  ): Promise<{ value: T; deviceId: string }>;
  /** Before a refresh: throws 429 while the address has spent its refused refreshes. */
  refresh(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts a refresh of a live session; throws 429 over the session's limit. */
  sessionRefresh(request: FastifyRequest, reply: FastifyReply, sessionId: number): Promise<void>;
  /** Counts a refused refresh against the address. */
  refreshRefused(request: FastifyRequest): Promise<void>;
  /**
   * A password change checked against the old password: 429 before `attempt` runs when the
   * customer's current password (`passwordHash`, as stored) has had its wrong guesses; an attempt
   * refused with 400 (a wrong old password) is counted.
   */
  passwordChange<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    customerId: number,
    passwordHash: string,
    attempt: () => Promise<T>,
  ): Promise<T>;
}

/**
 * Registers @fastify/rate-limit (no route limits of its own) and builds the limits on its store.
 * Long: the throttle's limits are closures over one store and policy.
 */
export async function createAuthThrottle(
  app: FastifyInstance,
  options: AuthThrottleOptions = {},
): Promise<AuthThrottle> {
  const policy = { ...DEFAULT_AUTH_THROTTLE, ...options.policy };
  await app.register(rateLimit, { global: false, ...(options.store ?? app.rateLimitStore) });

  // One limiter (and, in memory, one store) per limit. Keys are computed per call; the limiter's
  // keyGenerator picks the one handed to it for this request.
  const counter = (name: string, limit: Limit, cache = 10_000): Counter => {
    const keys = new WeakMap<FastifyRequest, string>();
    const limiterOptions = {
      max: limit.max,
      timeWindow: limit.seconds * 1000,
      keyGenerator: (request: FastifyRequest) => `auth-${name}:${keys.get(request) ?? ''}`,
      cache,
    };
    const limiter = app.createRateLimit(limiterOptions);
    const run = async (request: FastifyRequest, key: string, increment: boolean) => {
      keys.set(request, key);
      const result = await limiter(request, { increment });
      if (result.isAllowed) return { spent: false, exceeded: false, resetSeconds: 0 };
      return {
        spent: result.remaining === 0,
        exceeded: result.isExceeded,
        resetSeconds: result.ttlInSeconds,
      };
    };
    return {
      name,
      read: (request, key) => run(request, key, false),
      add: (request, key) => run(request, key, true),
    };
  };

  const accountAddress = counter('account-address', policy.accountAddress);
  const account = counter('account', policy.account);
  const accountLong = counter('account-long', policy.accountLong);
  const address = counter('address', policy.address);
  const knownBrowserFailures = counter('known-browser', policy.knownBrowser);
  // Not a rate: a browser is known to an account while its key has been counted once.
  const knownBrowsers = counter(
    'known-browsers',
    { max: 1, seconds: policy.knownBrowserSeconds },
    50_000,
  );
  const sessionRefreshes = counter('session-refreshes', policy.sessionRefreshes);
  const refusedRefreshes = counter('refused-refreshes', policy.refusedRefreshes);
  const passwordChanges = counter('password-change', policy.passwordChange);

  const addressOf = (request: FastifyRequest) => normalizeIP(request.ip);
  const knownBrowserKey = (accountKey: string, deviceId: string) =>
    `${accountKey}:${digest(deviceId)}`;

  return {
    policy,

    async signIn(request, reply, email, attempt) {
      const accountKey = digest(email);
      const deviceId = request.cookies[DEVICE_COOKIE];
      const browserKey =
        deviceId && /^[A-Za-z0-9_-]{43}$/.test(deviceId)
          ? knownBrowserKey(accountKey, deviceId)
          : undefined;
      const known = browserKey ? (await knownBrowsers.read(request, browserKey)).spent : false;
      const limits: Array<[Counter, string]> =
        known && browserKey
          ? [[knownBrowserFailures, browserKey]]
          : [
              [accountAddress, `${accountKey}|${addressOf(request)}`],
              [account, accountKey],
              [accountLong, accountKey],
              [address, addressOf(request)],
            ];
      // Attempts on one account take turns; the address-wide limit is no key of the turns, or every
      // sign-in behind one office or carrier address would wait for the one before it (so a burst
      // spread over many accounts may pass that limit by its size).
      return inTurn(
        limits.filter(([limit]) => limit !== address).map(([limit, key]) => `${limit.name}:${key}`),
        async () => {
          const states = await Promise.all(limits.map(([limit, key]) => limit.read(request, key)));
          const spent = states.filter((state) => state.spent);
          if (spent.length > 0) {
            throw throttled(reply, Math.max(...spent.map((state) => state.resetSeconds)));
          }
          let value: Awaited<ReturnType<typeof attempt>>;
          try {
            value = await attempt();
          } catch (error) {
            if (isFailure(error)) {
              await Promise.all(limits.map(([limit, key]) => limit.add(request, key)));
            }
            throw error;
          }
          const newDeviceId = randomBytes(32).toString('base64url');
          await knownBrowsers.add(request, knownBrowserKey(accountKey, newDeviceId));
          return { value, deviceId: newDeviceId };
        },
      );
    },

    async refresh(request, reply) {
      const state = await refusedRefreshes.read(request, addressOf(request));
      if (state.spent) throw throttled(reply, state.resetSeconds);
    },

    async sessionRefresh(request, reply, sessionId) {
      const state = await sessionRefreshes.add(request, String(sessionId));
      if (state.exceeded) throw throttled(reply, state.resetSeconds);
    },

    async refreshRefused(request) {
      await refusedRefreshes.add(request, addressOf(request));
    },

    async passwordChange(request, reply, customerId, passwordHash, attempt) {
      const key = `${customerId}:${digest(passwordHash)}`;
      return inTurn([`${passwordChanges.name}:${key}`], async () => {
        const state = await passwordChanges.read(request, key);
        if (state.spent) throw throttled(reply, state.resetSeconds);
        try {
          return await attempt();
        } catch (error) {
          if (isFailure(error)) await passwordChanges.add(request, key);
          throw error;
        }
      });
    },
  };
}
