// The e-mail of a desk protocol to the order's customer: what was handed over or taken back, the
// protocol's page, and its PDF attached; in the order's language.
import type { DeskProtocol, Locale } from '@shop/shared/contract';
import { protocolSheet, protocolTitle } from '@shop/shared/documents/protocol-sheet';
import type { Database } from '../../db/client';
import { pagePath } from '../../lib/page-paths';
import type { OutboxComposer } from '../billing';
import { composeEmail, type EmailBlock, type OutgoingEmail } from '../email';
import { orderById } from '../order';
import { protocolPdf } from './protocol-pdf';
import { findProtocolById } from './repository';
import { protocolOf } from './service';

const TEXTS = {
  cs: {
    handover: (n: string) =>
      `k objednávce č. ${n} jsme vám předali techniku. Předávací protokol s jejím seznamem a výrobními čísly posíláme v příloze.`,
    return: (n: string) =>
      `k objednávce č. ${n} jsme převzali vrácenou techniku. Protokol o vrácení s jejím stavem posíláme v příloze.`,
    open: 'Zobrazit protokol',
  },
  en: {
    handover: (n: string) =>
      `we have handed over the equipment of order no. ${n}. The handover protocol, with its list and serial numbers, is attached.`,
    return: (n: string) =>
      `we have taken back equipment of order no. ${n}. The return protocol, with its condition, is attached.`,
    open: 'View the protocol',
  },
} as const;

/** The page of a protocol in a language. */
export function protocolPagePath(protocol: Pick<DeskProtocol, 'kind' | 'code'>, locale: Locale) {
  return pagePath(`document-${protocol.kind}`, { code: protocol.code }, locale);
}

/** A protocol's e-mail (plain text and HTML) with its PDF. */
export async function protocolEmail(
  db: Database,
  protocol: DeskProtocol,
  to: string,
  locale: Locale,
  context: { origin: string; demo: boolean },
): Promise<OutgoingEmail> {
  const t = TEXTS[locale];
  const sheet = protocolSheet(protocol, locale);
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: t[protocol.kind](protocol.orderNumber) },
    { kind: 'list', items: sheet.rows.map((row) => row.filter(Boolean).join(' · ')) },
  ];
  const content = await protocolPdf(db, protocol, locale, context.demo);
  return composeEmail(
    {
      locale,
      to,
      subject: protocolTitle(protocol.kind, protocol.number, locale),
      blocks,
      action: { label: t.open, url: `${context.origin}${protocolPagePath(protocol, locale)}` },
      attachments: [
        { filename: `${protocol.number}.pdf`, contentType: 'application/pdf', content },
      ],
    },
    context.origin,
  );
}

/** The outbox's composer of a protocol's message (payload: the protocol's id). */
export const composeProtocolMessage: OutboxComposer = async (db: Database, message, context) => {
  const row = await findProtocolById(db, Number(message.payload.protocolId));
  const order = await orderById(db, message.orderId);
  if (!row || !order) throw new Error('the protocol or its order is gone');
  return protocolEmail(
    db,
    protocolOf(row),
    order.customerEmail,
    order.locale === 'en' ? 'en' : 'cs',
    context,
  );
};
