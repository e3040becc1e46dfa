import type { CartShareRequest, CartShareResponse, Locale } from '@shop/shared/contract';
import { isLocalDate } from '@shop/shared/rules/prague-time';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/http-error';
import { pagePath } from '../../lib/page-paths';
import { isWellFormedCode } from '../../lib/random-code';
import { CART_NOT_FOUND } from './checkout';
import { findCartByCode, listCartItems } from './repository';
import { shareEmail } from './share-email';

export const SHARE_SENT = 'Cart sent successfully';
export const SHARE_FAILED = 'An error occurred, try again later';
export const SHARE_EMPTY = 'An empty cart cannot be shared.';
export const SHARE_LIMITED = 'Too many shared carts sent. Try again in';

const HOUR = 60 * 60 * 1000;
/** How often a cart may be shared: from one address, of one cart, to one recipient. */
export const SHARE_LIMITS = {
  perAddress: { max: 10, timeWindow: HOUR },
  perCart: { max: 3, timeWindow: HOUR },
  perRecipient: { max: 3, timeWindow: 24 * HOUR },
} as const;

/** The public link of a shared cart in a language. */
export function sharedCartLink(origin: string, cartCode: string, lang: Locale): string {
  return `${origin.replace(/\/+$/, '')}${pagePath('cart-share', { code: cartCode }, lang)}`;
}

/**
 * The per-recipient limit's key: the address lower-case, without a '+tag' on its local part (one
 * mailbox takes any tag), so a recipient cannot be flooded through the variants of its address.
 */
export function recipientKey(address: string): string {
  const email = address.trim().toLowerCase();
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const local = email.slice(0, at).replace(/\+.*$/, '');
  return `${local || email.slice(0, at)}${email.slice(at)}`;
}

/**
 * POST /cart/share: e-mails the shared-cart link to the recipient; a mailer failure answers
 * success false (status 200) with a message to try again.
 */
export async function shareCart(
  app: FastifyInstance,
  request: CartShareRequest,
  origin: string,
): Promise<CartShareResponse> {
  // The schema checks the shape 'YYYY-MM-DD'; the calendar says whether the day exists.
  for (const field of ['dateFrom', 'dateTo'] as const) {
    const date = request[field];
    if (date && !isLocalDate(date)) throw badRequest(`${field} must be a valid date`);
  }
  const cart = isWellFormedCode(request.cartCode)
    ? await findCartByCode(app.db, request.cartCode)
    : undefined;
  if (!cart) throw notFound(CART_NOT_FOUND);
  if ((await listCartItems(app.db, cart.id)).length === 0) throw badRequest(SHARE_EMPTY);
  const link = sharedCartLink(origin, cart.code, request.lang ?? 'cs');
  try {
    await app.mailer.send(shareEmail(request, link, origin));
  } catch (error) {
    app.log.error({ err: error }, 'sending a shared cart failed');
    return { success: false, message: SHARE_FAILED };
  }
  return { success: true, message: SHARE_SENT };
}
