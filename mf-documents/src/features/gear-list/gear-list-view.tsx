/**
 * An order's gear list (routes gear-list-with-prices /p/{code} and gear-list /t/{code}): the lines
 * in dated blocks, with prices and the order's totals only where the page asks for them and the
 * code opened them; a form that e-mails the list's link; printable.
 */
import '../../i18n/documents-i18n';
import type { GearList, GearListBlock, GearListCrewBlock } from '@shop/shared/contract';
import { formatDate, formatPrice } from '@shop/shared/format';
import { QueryState } from '@shop/shared/query/query-state';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { EmptyState, ErrorState } from '@shop/shared/ui/states';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { namespace } from '../../i18n/documents-i18n';
import sheet from '../document-sheet/document-sheet.module.css';
import { gearListQuery } from './api/get-gear-list';
import styles from './gear-list-view.module.css';
import { SendGearListForm } from './send-gear-list-form';

/** 'YYYY-MM-DDTHH:mm' as the locale writes its day, with the time. */
function dateTime(value: string, locale: string): string {
  return `${formatDate(value, locale)} ${value.slice(11, 16)}`;
}

export function GearListView({ withPrices }: { withPrices: boolean }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const { code = '' } = useParams();
  const list = useQuery(gearListQuery(code));
  return (
    <QueryState
      query={list}
      notFound={<ErrorState message={t('gearList.notFound')} />}
      isEmpty={(data) => data.blocks.length === 0}
      empty={
        <EmptyState>
          <p>{t('gearList.empty')}</p>
          <Link to={pathFor('home', {}, locale)}>{t('gearList.emptyLink')}</Link>
        </EmptyState>
      }
    >
      {(data) => <GearListDocument list={data} code={code} withPrices={withPrices} />}
    </QueryState>
  );
}

function GearListDocument({
  list,
  code,
  withPrices,
}: {
  list: GearList;
  code: string;
  withPrices: boolean;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  // Prices only on the page with prices, and only when the code opened them.
  const priced = withPrices && list.kind === 'prices' ? list : null;
  const money = (amount: number) => formatPrice(amount, 'czk');
  return (
    <article className={sheet.document}>
      <header className={sheet.header}>
        <div>
          <h1 className={styles.title}>{t('gearList.title', { number: list.orderNumber })}</h1>
          {list.projectName ? <p className={styles.project}>{list.projectName}</p> : null}
        </div>
        <Button variant="secondary" className={sheet.print} onClick={() => window.print()}>
          {t('gearList.print')}
        </Button>
      </header>
      {list.rentalFrom && list.rentalTo ? (
        <p>
          {t('gearList.rental')}: {dateTime(list.rentalFrom, locale)} –{' '}
          {dateTime(list.rentalTo, locale)}
        </p>
      ) : null}
      {(priced ? priced.blocks : list.blocks).map((block: GearListBlock | GearListCrewBlock) => (
        <section
          key={`${block.from ?? 'sale'}-${block.to ?? ''}`}
          className={styles.block}
          aria-labelledby={`block-${block.from ?? 'sale'}`}
        >
          <h2 id={`block-${block.from ?? 'sale'}`}>
            {block.from && block.to
              ? `${dateTime(block.from, locale)} – ${dateTime(block.to, locale)}`
              : t('gearList.sale')}
          </h2>
          <table className={sheet.items}>
            <thead>
              <tr>
                <th scope="col">{t('gearList.item')}</th>
                <th scope="col">{t('gearList.quantity')}</th>
                <th scope="col">{t('gearList.days')}</th>
                {priced ? (
                  <>
                    <th scope="col">{t('gearList.unitPrice')}</th>
                    <th scope="col">{t('gearList.total')}</th>
                  </>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {block.items.map((item) => (
                <tr key={`${item.name}-${item.quantity}-${item.isSale}`}>
                  <td>{locale === 'en' ? item.nameEn : item.name}</td>
                  <td>{item.quantity}</td>
                  <td>{item.days ?? '–'}</td>
                  {priced && 'unitPrice' in item ? (
                    <>
                      <td>{money(item.unitPrice)}</td>
                      <td>{money(item.total)}</td>
                    </>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
          {priced && 'total' in block ? (
            <p className={styles.blockTotal}>
              {t('gearList.blockTotal')}: {money(block.total)}
            </p>
          ) : null}
        </section>
      ))}
      {priced ? (
        <dl className={sheet.totals}>
          {priced.shippingPrice ? (
            <>
              <dt>{t('gearList.shipping')}</dt>
              <dd>{money(priced.shippingPrice)}</dd>
            </>
          ) : null}
          {priced.insurancePrice ? (
            <>
              <dt>{t('gearList.insurance')}</dt>
              <dd>{money(priced.insurancePrice)}</dd>
            </>
          ) : null}
          {priced.voucherDiscount ? (
            <>
              <dt>{t('gearList.discount')}</dt>
              <dd>−{money(priced.voucherDiscount)}</dd>
            </>
          ) : null}
          <dt>{t('gearList.withoutVat')}</dt>
          <dd>{money(priced.price)}</dd>
          <dt>{t('gearList.vat')}</dt>
          <dd>{money(priced.vat)}</dd>
          <dt>{t('gearList.withVat')}</dt>
          <dd data-testid="gear-list-total">
            <strong>{money(priced.totalWithVat)}</strong>
          </dd>
        </dl>
      ) : null}
      <SendGearListForm code={code} />
    </article>
  );
}
