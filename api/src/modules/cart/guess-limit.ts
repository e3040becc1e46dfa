import { normalizeIP } from '@fastify/rate-limit';
import type { CartErrorKey, CartUpdate, CartUpdateRequest } from '@shop/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countedLimit } from '../../lib/counted-limit';
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

/** A cart update's answer, as far as the guess limit reads it. */
interface Answered {
  errorKey: CartErrorKey | null;
}

/**
 * Needs @fastify/rate-limit on `app`. The guard runs an update request (its parsed `cart`):
 * `attempt` when no limit of its guess is spent, else `throttled`; a wrong guess is counted once
 * its answer is known, and racing guesses are counted one by one (lib/counted-limit).
 */
export function cartGuessLimit(app: FastifyInstance) {
  const guard = countedLimit(app, [GUESS_LIMITS.perCart, GUESS_LIMITS.perAddress]);
  return async <T extends Answered>(
    request: FastifyRequest,
    update: CartUpdate | undefined,
    attempt: () => Promise<T>,
    throttled: () => Promise<T>,
  ): Promise<T> => {
    const body = request.body as CartUpdateRequest;
    const kind = update?.kind;
    const failure = kind ? GUESSED[kind] : undefined;
    if (isOn(body.reset) || isOn(body.finishOrder) || !kind || !failure) return attempt();
    const keys = [
      `cart-guess-${kind}:cart:${body.cartCode}`,
      `cart-guess-${kind}:address:${normalizeIP(request.ip)}`,
    ];
    return guard(request, keys, {
      attempt,
      spent: throttled,
      counts: (answer) => answer.errorKey === failure,
    });
  };
}
