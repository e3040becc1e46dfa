// The e-mail carrying a gear list's link (pure), in Czech or English by the locale of the request.

import type { Locale } from '@shop/shared/contract';
import { composeEmail, type EmailPreview, type OutgoingEmail } from '../email';
import type { GearListKind } from './service';
import { gearListUrl } from './service';

const TEXTS = {
  cs: {
    subject: { prices: 'Seznam techniky k zakázce', crew: 'Seznam techniky pro štáb' },
    lead: {
      prices: 'posíláme seznam techniky k zakázce {order} i s cenami.',
      crew: 'posíláme seznam techniky k zakázce {order} (bez cen, pro štáb).',
    },
    action: 'Otevřít seznam techniky',
    note: 'Odkaz nikomu dalšímu nepřeposílejte, kdo ho má, seznam uvidí.',
  },
  en: {
    subject: { prices: 'Equipment list of your order', crew: 'Equipment list for the crew' },
    lead: {
      prices: 'here is the equipment list of order {order}, with prices.',
      crew: 'here is the equipment list of order {order} (without prices, for the crew).',
    },
    action: 'Open the equipment list',
    note: 'Please do not forward the link further: whoever has it can see the list.',
  },
} as const;

export function gearListEmail(
  input: { kind: GearListKind; locale: Locale; to: string; orderNumber: string; url: string },
  origin: string,
): OutgoingEmail {
  const t = TEXTS[input.locale];
  return composeEmail(
    {
      locale: input.locale,
      to: input.to,
      subject: `${t.subject[input.kind]} ${input.orderNumber}`,
      blocks: [
        { kind: 'paragraph', text: t.lead[input.kind].replace('{order}', input.orderNumber) },
      ],
      action: { label: t.action, url: input.url },
      after: [t.note],
    },
    origin,
  );
}

/** The gear-list e-mails (with prices, for the crew) in both languages, for the development pages. */
export function gearListEmailPreviews(origin: string): EmailPreview[] {
  return (['cs', 'en'] as const).flatMap((locale) =>
    (['prices', 'crew'] as const).map((kind) => ({
      name: `Gear list, ${kind === 'prices' ? 'with prices' : 'for the crew'} (${locale})`,
      page: kind === 'prices' ? ('gear-list-with-prices' as const) : ('gear-list' as const),
      email: gearListEmail(
        {
          kind,
          locale,
          to: 'zakaznik@example.cz',
          orderNumber: '26000123',
          url: gearListUrl(origin, kind, locale, 'preview-code'),
        },
        origin,
      ),
    })),
  );
}
