// The e-mail of a watched period that became free (pure): Czech and English in one message, as
// the shop does not know which language the customer reads; each part links to the product page
// of its language.

import { formatDateTime } from '@shop/shared/rules/prague-time';
import { pagePath } from '../../lib/page-paths';
import type { OutgoingEmail } from '../email';
import { escapeHtml } from '../email';

export interface FreedWatch {
  to: string;
  product: { name: string; nameEn: string; slug: string; slugEn: string };
  /** Europe/Prague wall-clock 'YYYY-MM-DDTHH:mm'. */
  dateFrom: string;
  dateTo: string;
  quantity: number;
}

/** The product pages of both languages on the public origin. */
export function productUrls(origin: string, product: FreedWatch['product']) {
  return {
    cs: `${origin}${pagePath('product-detail', { slug: product.slug }, 'cs')}`,
    en: `${origin}${pagePath('product-detail', { slug: product.slugEn }, 'en')}`,
  };
}

export function freedWatchEmail(origin: string, watch: FreedWatch): OutgoingEmail {
  const urls = productUrls(origin, watch.product);
  const period = {
    cs: `${formatDateTime(watch.dateFrom, 'cs')} – ${formatDateTime(watch.dateTo, 'cs')}`,
    en: `${formatDateTime(watch.dateFrom, 'en')} – ${formatDateTime(watch.dateTo, 'en')}`,
  };
  const parts = {
    cs: {
      hello: 'Dobrý den,',
      lead: `${watch.product.name} (${watch.quantity} ks) je volná na termín ${period.cs}. Rezervujte si ji, dokud je k dispozici:`,
      action: 'Otevřít produkt',
      note: 'Toto je jediné upozornění na tento termín; hlídání zrušíte v účtu v Oblíbené technice.',
      bye: 'Půjčovna techniky',
    },
    en: {
      hello: 'Hello,',
      lead: `${watch.product.nameEn} (${watch.quantity} pcs) is free for ${period.en}. Book it while it lasts:`,
      action: 'Open the product',
      note: 'This is the only notice for this period; stop watching under Favourite equipment in your account.',
      bye: 'The equipment rental',
    },
  };
  const subject = `Volno: ${watch.product.name} / Available: ${watch.product.nameEn}`;
  const text = [
    parts.cs.hello,
    '',
    parts.cs.lead,
    urls.cs,
    '',
    parts.cs.note,
    parts.cs.bye,
    '',
    '---',
    '',
    parts.en.hello,
    '',
    parts.en.lead,
    urls.en,
    '',
    parts.en.note,
    parts.en.bye,
    '',
  ].join('\n');
  const e = escapeHtml;
  const section = (lang: 'cs' | 'en') => {
    const t = parts[lang];
    return `<div lang="${lang}">
<p>${e(t.hello)}</p>
<p>${e(t.lead)}</p>
<p><a href="${e(urls[lang])}">${e(t.action)}</a></p>
<p>${e(t.note)}</p>
<p>${e(t.bye)}</p>
</div>`;
  };
  const html = `<!doctype html>
<html lang="cs">
<head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2933">
${section('cs')}
<hr>
${section('en')}
</body>
</html>
`;
  return { to: watch.to, subject, text, html };
}
