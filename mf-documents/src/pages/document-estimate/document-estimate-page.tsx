import '../../i18n/documents-i18n';
import type { DocumentCustomer, DocumentResponse, DocumentSupplier } from '@shop/shared/contract';
import { formatDate, formatPrice } from '@shop/shared/format';
import { QueryState } from '@shop/shared/query/query-state';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { ErrorState } from '@shop/shared/ui/states';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import sheet from '../../features/document-sheet/document-sheet.module.css';
import { namespace } from '../../i18n/documents-i18n';
import { estimateQuery } from './api/get-estimate';
import styles from './document-estimate-page.module.css';

function Party({ title, party }: { title: string; party: DocumentSupplier | DocumentCustomer }) {
  const { t } = useTranslation(namespace);
  return (
    <section className={styles.party}>
      <h2>{title}</h2>
      <address>
        <strong>{party.name}</strong>
        <br />
        {party.street}
        <br />
        {party.zipCode} {party.city}, {party.country}
      </address>
      {party.taxRegNo ? <p>{`${t('estimate.taxRegNo')}: ${party.taxRegNo}`}</p> : null}
      {party.vatRegNo ? <p>{`${t('estimate.vatRegNo')}: ${party.vatRegNo}`}</p> : null}
    </section>
  );
}

export default function DocumentEstimatePage() {
  const { t } = useTranslation(namespace);
  const { code = '' } = useParams();
  const estimate = useQuery(estimateQuery(code));
  return (
    <QueryState query={estimate} notFound={<ErrorState message={t('estimate.notFound')} />}>
      {(doc) => <Estimate doc={doc} />}
    </QueryState>
  );
}

function Estimate({ doc }: { doc: DocumentResponse['document'] }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const money = (amount: number) => formatPrice(amount, doc.currency);
  return (
    <article className={sheet.document}>
      <header className={sheet.header}>
        <h1>{t('estimate.title', { number: doc.number })}</h1>
        <Button variant="secondary" className={sheet.print} onClick={() => window.print()}>
          {t('estimate.print')}
        </Button>
      </header>
      <div className={styles.parties}>
        <Party title={t('estimate.supplier')} party={doc.supplier} />
        <Party title={t('estimate.customer')} party={doc.customer} />
      </div>
      <dl className={styles.facts}>
        <dt>{t('estimate.orderNumber')}</dt>
        <dd>{doc.orderNumber}</dd>
        <dt>{t('estimate.variableSymbol')}</dt>
        <dd>{doc.variableSymbol}</dd>
        <dt>{t('estimate.issueDate')}</dt>
        <dd>{formatDate(doc.issueDate, locale)}</dd>
        <dt>{t('estimate.dueDate')}</dt>
        <dd>{formatDate(doc.dueDate, locale)}</dd>
        {doc.rentalFrom && doc.rentalTo ? (
          <>
            <dt>{t('estimate.rental')}</dt>
            <dd>
              {formatDate(doc.rentalFrom, locale)} – {formatDate(doc.rentalTo, locale)}
            </dd>
          </>
        ) : null}
        <dt>{t('estimate.bankAccount')}</dt>
        <dd>{doc.supplier.bankAccount}</dd>
        <dt>{t('estimate.iban')}</dt>
        <dd>{doc.supplier.iban}</dd>
      </dl>
      <table className={`${sheet.items} ${styles.items}`}>
        <thead>
          <tr>
            <th scope="col">{t('estimate.item')}</th>
            <th scope="col">{t('estimate.quantity')}</th>
            <th scope="col">{t('estimate.days')}</th>
            <th scope="col">{t('estimate.unitPrice')}</th>
            <th scope="col">{t('estimate.vatRate')}</th>
            <th scope="col">{t('estimate.total')}</th>
          </tr>
        </thead>
        <tbody>
          {doc.items.map((item) => (
            <tr key={item.name}>
              <td>{item.name}</td>
              <td>{item.quantity}</td>
              <td>{item.days ?? '–'}</td>
              <td>{money(item.unitPrice)}</td>
              <td>{item.vatRate} %</td>
              <td>{money(item.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={sheet.totals}>
        <dt>{t('estimate.withoutVat')}</dt>
        <dd>{money(doc.totals.withoutVat)}</dd>
        <dt>{t('estimate.vat')}</dt>
        <dd>{money(doc.totals.vat)}</dd>
        <dt>{t('estimate.withVat')}</dt>
        <dd data-testid="estimate-total">
          <strong>{money(doc.totals.withVat)}</strong>
        </dd>
      </dl>
    </article>
  );
}
