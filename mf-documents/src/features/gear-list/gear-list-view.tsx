/**
 * An order's gear list (routes gear-list-with-prices /p/{code} and gear-list /t/{code}): the list's
 * sheet (shared/documents/gear-list-sheet, the same the API lays out as the PDF) in dated blocks,
 * with prices and the order's totals only where the page asks for them and the code opened them;
 * "Download PDF" of the same sheet; a form that e-mails the list's link; printable.
 */
import { DocumentNotFound } from '../document-sheet/document-not-found';
import { SheetTable } from '../document-sheet/sheet-table';
import '../../i18n/documents-i18n';
import type { GearList } from '@shop/shared/contract';
import { type GearListSheet, gearListSheet } from '@shop/shared/documents/gear-list-sheet';
import { QueryState } from '@shop/shared/query/query-state';
import { pathFor } from '@shop/shared/routes';
import { localeAtom } from '@shop/shared/store';
import { Button } from '@shop/shared/ui/button';
import { EmptyState } from '@shop/shared/ui/states';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { namespace } from '../../i18n/documents-i18n';
import sheetStyles from '../document-sheet/document-sheet.module.css';
import { gearListQuery } from './api/get-gear-list';
import { gearListPdfQuery } from './api/get-gear-list-pdf';
import styles from './gear-list-view.module.css';
import { SendGearListForm } from './send-gear-list-form';

export function GearListView({ withPrices }: { withPrices: boolean }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const { code = '' } = useParams();
  const list = useQuery(gearListQuery(code));
  return (
    <QueryState
      query={list}
      notFound={<DocumentNotFound message={t('gearList.notFound')} />}
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

/** "Download PDF": the API's PDF of the sheet the page shows, once the API has said where. */
function DownloadPdf({ code, withPrices }: { code: string; withPrices: boolean }) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const pdf = useQuery(
    gearListPdfQuery({ code, grouped: '1', prices: withPrices ? '1' : '0', lang: locale }),
  );
  if (!pdf.data) return null;
  return (
    <a className={sheetStyles.download} href={pdf.data} download type="application/pdf">
      {t('gearList.downloadPdf')}
    </a>
  );
}

function SheetBlocks({ sheet }: { sheet: GearListSheet }) {
  return sheet.blocks.map((block, blockIndex) => (
    <section
      key={block.heading}
      className={styles.block}
      aria-labelledby={`gear-list-block-${blockIndex}`}
    >
      <h2 id={`gear-list-block-${blockIndex}`}>{block.heading}</h2>
      <SheetTable columns={block.columns} rows={block.rows} />
      {block.total ? (
        <p className={styles.blockTotal}>
          {block.total.label}: {block.total.value}
        </p>
      ) : null}
    </section>
  ));
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
  const sheet = gearListSheet(list, locale, { grouped: true, withPrices });
  const lastTotal = sheet.totals.length - 1;
  return (
    <article className={sheetStyles.document}>
      <header className={sheetStyles.header}>
        <h1 className={styles.title}>{sheet.title}</h1>
        <nav className={sheetStyles.actions} aria-label={t('gearList.actions')}>
          <Button variant="secondary" onClick={() => window.print()}>
            {t('gearList.print')}
          </Button>
          <DownloadPdf code={code} withPrices={withPrices} />
        </nav>
      </header>
      <dl className={sheetStyles.facts}>
        {sheet.facts.map((fact) => (
          <div key={fact.label} className={sheetStyles.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <SheetBlocks sheet={sheet} />
      {sheet.totals.length > 0 ? (
        <dl className={sheetStyles.totals}>
          {sheet.totals.map((total, index) => (
            <div key={total.label} className={sheetStyles.fact}>
              <dt>{total.label}</dt>
              {index === lastTotal ? (
                <dd data-testid="gear-list-total">
                  <strong>{total.value}</strong>
                </dd>
              ) : (
                <dd>{total.value}</dd>
              )}
            </div>
          ))}
        </dl>
      ) : null}
      <SendGearListForm code={code} />
    </article>
  );
}
