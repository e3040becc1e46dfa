import type { CartShareRequest, CartShareResponse, Locale } from '@shop/shared/contract';
import { formatIsoDate, isLocalDate } from '@shop/shared/rules/prague-time';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/http-error';
import { isWellFormedCode } from '../../lib/random-code';
import type { OutgoingEmail } from '../email/mailer';
import { CART_NOT_FOUND } from './finish-order';
import { findCartByCode, listCartItems } from './repository';

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
  const base = origin.replace(/\/+$/, '');
  return lang === 'en'
    ? `${base}/en/checkout/share/${cartCode}`
    : `${base}/kosik/sdilet/${cartCode}`;
}

/** A shared cart's date as the recipient's language writes it, or null when not given. */
function formatDate(date: string | undefined, lang: Locale): string | null {
  return date ? formatIsoDate(date, lang) : null;
}

/** The share-cart message in the recipient's language. */
export function shareEmail(request: CartShareRequest, link: string): OutgoingEmail {
  const lang = request.lang ?? 'cs';
  const from = formatDate(request.dateFrom, lang);
  const to = formatDate(request.dateTo, lang);
  const project = request.projectName?.trim() || null;
  const note = request.note?.trim() || null;
  const en = lang === 'en';
  const lines = [
    en
      ? `${request.senderName} (${request.senderEmail}) shares a cart of film equipment with you.`
      : `${request.senderName} (${request.senderEmail}) s vámi sdílí košík filmové techniky.`,
    '',
    ...(project ? [`${en ? 'Project' : 'Projekt'}: ${project}`] : []),
    ...(from || to ? [`${en ? 'Dates' : 'Termín'}: ${from ?? '…'} – ${to ?? '…'}`] : []),
    ...(note ? [`${en ? 'Note' : 'Poznámka'}: ${note}`] : []),
    ...(project || from || to || note ? [''] : []),
    en ? `Open the cart: ${link}` : `Otevřít košík: ${link}`,
  ];
  return {
    to: request.recipientEmail,
    replyTo: request.senderEmail,
    subject: en
      ? `${request.senderName} shares a cart with you`
      : `${request.senderName} s vámi sdílí košík`,
    text: `${lines.join('\n')}\n`,
  };
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
    await app.mailer.send(shareEmail(request, link));
  } catch (error) {
    app.log.error({ err: error }, 'sending a shared cart failed');
    return { success: false, message: SHARE_FAILED };
  }
  return { success: true, message: SHARE_SENT };
}
