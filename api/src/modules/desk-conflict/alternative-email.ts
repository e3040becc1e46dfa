// The e-mail of an alternative offered for a conflict order: which product the order lacks on its
// dates, which one the shop offers instead (its page), the staff's words; in the order's language.
import type { Locale } from '@shop/shared/contract';
import type { Database } from '../../db/client';
import { pagePath } from '../../lib/page-paths';
import type { OutboxComposer } from '../billing';
import { productsByIds } from '../catalog';
import { composeEmail, type EmailBlock, type OutgoingEmail } from '../email';
import { orderById } from '../order';

/** The outbox's kind of an alternative's message. */
export const ALTERNATIVE_MESSAGE = 'alternative-offered';

const TEXTS = {
  cs: {
    subject: (n: string) => `Náhrada za nedostupnou techniku – objednávka ${n}`,
    lacks: (n: string, instead: string, offered: string) =>
      `u objednávky č. ${n} nemáme na vaše termíny dost kusů ${instead}. Místo něj vám můžeme nabídnout ${offered}, který je v tu dobu volný.`,
    next: 'Objednávku si můžete upravit ve svém účtu, nebo nám odpovězte na tento e-mail a upravíme ji za vás.',
    open: 'Zobrazit náhradu',
  },
  en: {
    subject: (n: string) => `An alternative to unavailable equipment – order ${n}`,
    lacks: (n: string, instead: string, offered: string) =>
      `for order no. ${n} we do not have enough pieces of ${instead} for your dates. We can offer you ${offered} instead, which is free then.`,
    next: 'You can change the order in your account, or reply to this e-mail and we will change it for you.',
    open: 'View the alternative',
  },
} as const;

export interface AlternativeEmailInput {
  locale: Locale;
  to: string;
  orderNumber: string;
  instead: string;
  offered: { name: string; slug: string };
  message: string;
}

/** The alternative's e-mail (plain text and HTML). */
export function alternativeEmail(input: AlternativeEmailInput, origin: string): OutgoingEmail {
  const t = TEXTS[input.locale];
  const blocks: EmailBlock[] = [
    {
      kind: 'paragraph',
      text: t.lacks(input.orderNumber, input.instead, input.offered.name),
    },
    ...(input.message ? [{ kind: 'paragraph' as const, text: input.message }] : []),
    { kind: 'paragraph', text: t.next },
  ];
  const page = pagePath('product-detail', { slug: input.offered.slug }, input.locale);
  return composeEmail(
    {
      locale: input.locale,
      to: input.to,
      subject: t.subject(input.orderNumber),
      blocks,
      action: { label: t.open, url: `${origin}${page}` },
    },
    origin,
  );
}

/** The outbox's composer of an alternative's message (payload: both products, the words). */
export const composeAlternativeMessage: OutboxComposer = async (db: Database, message, context) => {
  const order = await orderById(db, message.orderId);
  const ids = [Number(message.payload.productId), Number(message.payload.alternativeId)];
  const found = await productsByIds(db, ids);
  const [instead, offered] = ids.map((id) => found.find((product) => product.id === id));
  if (!order || !instead || !offered) throw new Error('the order or a product is gone');
  const locale: Locale = order.locale === 'en' ? 'en' : 'cs';
  const named = (product: typeof instead) =>
    locale === 'en'
      ? { name: product.translations.en.name || product.name, slug: product.translations.en.slug }
      : { name: product.name, slug: product.slug };
  return alternativeEmail(
    {
      locale,
      to: order.customerEmail,
      orderNumber: order.orderNumber,
      instead: named(instead).name,
      offered: named(offered),
      message: String(message.payload.message ?? ''),
    },
    context.origin,
  );
};
