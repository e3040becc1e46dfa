import { normalizeIP } from '@fastify/rate-limit';
import type { CartErrorKey, CartUpdate, CartUpdateRequest } from '@shop/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isOn } from '../../lib/form-flag';

/**
 * Wrong voucher codes and price-offer passwords, the cart updates that guess a secret: per kind,
 * at most `perCart` failures per cart and `perAddress` per client address (IPv6 by its /64) in the
 * window. The address limit is higher, so that customers behind one office address do not trip it
 * by mistyping, and a guesser gains nothing by opening new carts. Once one is spent, the update is
 * refused with too_many_attempts before the code is looked at (a right one too) until the window
 * ends. Counted in the API's rate-limit store (shared by the instances with Redis).
 */
export const GUESS_LIMITS = {
  perCart: { max: 10, timeWindow: 15 * 60_000 },
  perAddress: { max: 30, timeWindow: 15 * 60_000 },
};

/** The updates counted, and the refusal that counts as a wrong guess. */
const GUESSED: Partial<Record<string, CartErrorKey>> = {
  Voucher: 'voucher_invalid',
  AddOffer: 'offer_invalid',
};

export interface Guess {
  /** A limit is spent: refuse the update with too_many_attempts. */
  throttled: boolean;
  /** Counts the update's refusal when it was a wrong guess. */
  settle(errorKey: CartErrorKey | null): Promise<void>;
}

/** Needs @fastify/rate-limit on `app`. */
export function cartGuessLimit(app: FastifyInstance) {
  const keys = new WeakMap<FastifyRequest, string>();
  const limiter = (limit: { max: number; timeWindow: number }) =>
    app.createRateLimit({ ...limit, keyGenerator: (request) => keys.get(request) ?? '' });
  const limits = [limiter(GUESS_LIMITS.perCart), limiter(GUESS_LIMITS.perAddress)];

  /** The guess an update request makes (its parsed `cart`), or undefined when it guesses nothing. */
  return async (
    request: FastifyRequest,
    update: CartUpdate | undefined,
  ): Promise<Guess | undefined> => {
    const body = request.body as CartUpdateRequest;
    if (isOn(body.reset) || isOn(body.finishOrder)) return undefined;
    const kind = update?.kind;
    const failure = kind ? GUESSED[kind] : undefined;
    if (!kind || !failure) return undefined;
    const counted = [
      `cart-guess-${kind}:cart:${body.cartCode}`,
      `cart-guess-${kind}:address:${normalizeIP(request.ip)}`,
    ];
    const run = async (increment: boolean) => {
      const results = [];
      for (const [index, limit] of limits.entries()) {
        keys.set(request, counted[index] ?? '');
        results.push(await limit(request, { increment }));
      }
      return results;
    };
    const states = await run(false);
    return {
      throttled: states.some((state) => !state.isAllowed && state.remaining === 0),
      settle: async (errorKey) => {
        if (errorKey === failure) await run(true);
      },
    };
  };
}
