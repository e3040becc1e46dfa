// The e-mail of a watched period that became free (pure), in the language of the page the watch
// was set from, linking to the product's page in that language.

import type { Locale } from '@shop/shared/contract';
import { formatDateTime } from '@shop/shared/rules/prague-time';
import { pagePath } from '../../lib/page-paths';
import { composeEmail, type EmailPreview, type OutgoingEmail } from '../email';

export interface FreedWatch {
  to: string;
  locale: Locale;
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

const TEXTS = {
  cs: {
    subject: (name: string) => `Volno: ${name}`,
    lead: (name: string, quantity: number, period: string) =>
      `Technika ${name} (${quantity} ks) je na termín ${period} volná. Rezervujte si ji, dokud je k dispozici.`,
    action: 'Otevřít produkt',
    note: 'Toto je jediné upozornění na tento termín; hlídání zrušíte v účtu v Oblíbené technice.',
  },
  en: {
    subject: (name: string) => `Available: ${name}`,
    lead: (name: string, quantity: number, period: string) =>
      `${name} (${quantity} pcs) is free for ${period}. Book it while it lasts.`,
    action: 'Open the product',
    note: 'This is the only notice for this period; stop watching under Favourite equipment in your account.',
  },
} as const;

/** The e-mail of a freed period, in the language the watch was set in, to its product's page. */
export function freedWatchEmail(origin: string, watch: FreedWatch): OutgoingEmail {
  const { locale } = watch;
  const t = TEXTS[locale];
  const name = locale === 'en' ? watch.product.nameEn : watch.product.name;
  const period = `${formatDateTime(watch.dateFrom, locale)} – ${formatDateTime(watch.dateTo, locale)}`;
  return composeEmail(
    {
      locale,
      to: watch.to,
      subject: t.subject(name),
      blocks: [{ kind: 'paragraph', text: t.lead(name, watch.quantity, period) }],
      action: { label: t.action, url: productUrls(origin, watch.product)[locale] },
      after: [t.note],
    },
    origin,
  );
}

/** The freed-period e-mail in both languages, for the development pages. */
export function freedWatchEmailPreviews(origin: string): EmailPreview[] {
  return (['cs', 'en'] as const).map((locale) => ({
    name: `Watched period free (${locale})`,
    page: 'product-detail',
    email: freedWatchEmail(origin, {
      to: 'zakaznik@example.cz',
      locale,
      product: { name: 'Sony FX3', nameEn: 'Sony FX3', slug: 'sony-fx3', slugEn: 'sony-fx3' },
      dateFrom: '2026-12-03T10:00',
      dateTo: '2026-12-05T18:00',
      quantity: 1,
    }),
  }));
}
