/**
 * A staff-prepared price offer (routes price-offer /price-offer/{code} and price-offer-preview
 * /preview-price-offer/{code}): its name and number, validity, pickup and return, the items, the
 * fixed price without VAT, its VAT and the total; printable. The offer's page adds the
 * "add to cart" form while the offer is valid; the preview shows the offer alone.
 */
import { DocumentNotFound } from '../document-sheet/document-not-found';
import { SheetTable } from '../document-sheet/sheet-table';
import '../../i18n/documents-i18n';
import type { PriceOffer } from '@shop/shared/contract';
import { formatDate, formatPrice } from '@shop/shared/format';
import { QueryState } from '@shop/shared/query/query-state';
import { formatDateTime } from '@shop/shared/rules/prague-time';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { namespace } from '../../i18n/documents-i18n';
import sheet from '../document-sheet/document-sheet.module.css';
import { AddOfferForm } from './add-offer-form';
import { priceOfferQuery } from './api/get-price-offer';
import styles from './price-offer-view.module.css';

export function PriceOfferView({ withCart }: { withCart: boolean }) {
  const { t } = useTranslation(namespace);
  const { code = '' } = useParams();
  const offer = useQuery(priceOfferQuery(code));
  return (
    <QueryState query={offer} notFound={<DocumentNotFound message={t('priceOffer.notFound')} />}>
      {(data) => <PriceOfferDocument offer={data} withCart={withCart} />}
    </QueryState>
  );
}

export function PriceOfferDocument({ offer, withCart }: { offer: PriceOffer; withCart: boolean }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const money = (amount: number) => formatPrice(amount, 'czk');
  return (
    <article className={sheet.document}>
      <header className={sheet.header}>
        <div>
          <h1 className={styles.title}>{locale === 'en' ? offer.nameEn : offer.name}</h1>
          <p className={styles.number}>{t('priceOffer.number', { id: offer.id })}</p>
        </div>
        <Button variant="secondary" className={sheet.print} onClick={() => window.print()}>
          {t('priceOffer.print')}
        </Button>
      </header>
      {offer.expired ? (
        <p className={styles.expired} data-testid="price-offer-expired">
          {t('priceOffer.expired')}
        </p>
      ) : null}
      <dl className={sheet.facts}>
        <dt>{t('priceOffer.validity')}</dt>
        <dd>
          {offer.validTo
            ? t('priceOffer.validUntil', { date: formatDate(offer.validTo, locale) })
            : t('priceOffer.validUntilPickup')}
        </dd>
        <dt>{t('priceOffer.pickup')}</dt>
        <dd>{formatDateTime(offer.dateFrom, locale)}</dd>
        <dt>{t('priceOffer.return')}</dt>
        <dd>{formatDateTime(offer.dateTo, locale)}</dd>
      </dl>
      <SheetTable
        columns={[t('priceOffer.item'), t('priceOffer.quantity')]}
        rows={offer.items.map((item) => [
          locale === 'en' ? item.nameEn : item.name,
          String(item.quantity),
        ])}
      />
      <dl className={sheet.totals}>
        <dt>{t('priceOffer.withoutVat')}</dt>
        <dd>{money(offer.price)}</dd>
        <dt>{t('priceOffer.vat')}</dt>
        <dd>{money(offer.vat)}</dd>
        <dt>{t('priceOffer.withVat')}</dt>
        <dd data-testid="price-offer-total">
          <strong>{money(offer.totalWithVat)}</strong>
        </dd>
      </dl>
      {withCart && !offer.expired ? <AddOfferForm offerId={offer.id} /> : null}
    </article>
  );
}
