// The e-mail carrying a gear list's link (pure), in Czech or English by the locale of the request.

import type { Locale } from '@shop/shared/contract';
import type { OutgoingEmail } from '../email';
import { escapeHtml } from '../email';
import type { GearListKind } from './service';

const TEXTS = {
  cs: {
    subject: { prices: 'Seznam techniky k zakázce', crew: 'Seznam techniky pro štáb' },
    lead: {
      prices: 'posíláme seznam techniky k zakázce {order} i s cenami:',
      crew: 'posíláme seznam techniky k zakázce {order} (bez cen, pro štáb):',
    },
    action: 'Otevřít seznam techniky',
    hello: 'Dobrý den,',
    note: 'Odkaz nikomu dalšímu nepřeposílejte, kdo ho má, seznam uvidí.',
    bye: 'Půjčovna techniky',
  },
  en: {
    subject: { prices: 'Equipment list of your order', crew: 'Equipment list for the crew' },
    lead: {
      prices: 'here is the equipment list of order {order}, with prices:',
      crew: 'here is the equipment list of order {order} (without prices, for the crew):',
    },
    action: 'Open the equipment list',
    hello: 'Hello,',
    note: 'Please do not forward the link further: whoever has it can see the list.',
    bye: 'The equipment rental',
  },
} as const;

export function gearListEmail(input: {
  kind: GearListKind;
  locale: Locale;
  to: string;
  orderNumber: string;
  url: string;
}): OutgoingEmail {
  const t = TEXTS[input.locale];
  const subject = `${t.subject[input.kind]} ${input.orderNumber}`;
  const lead = t.lead[input.kind].replace('{order}', input.orderNumber);
  const text = [t.hello, '', lead, input.url, '', t.note, '', t.bye, ''].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${input.locale}">
<head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2933">
<p>${e(t.hello)}</p>
<p>${e(lead)}</p>
<p><a href="${e(input.url)}">${e(t.action)}</a></p>
<p>${e(t.note)}</p>
<p>${e(t.bye)}</p>
</body>
</html>
`;
  return { to: input.to, subject, text, html };
}
