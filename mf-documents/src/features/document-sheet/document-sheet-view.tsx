/**
 * A document's sheet laid out for the screen and for print: the same sheet the API lays out as
 * its PDF (shared/documents/document-sheet).
 */
import type { DocumentSheet, SheetFact, SheetParty } from '@shop/shared/documents/document-sheet';
import { Button } from '@shop/shared/ui/button';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/documents-i18n';
import styles from './document-sheet.module.css';
import { SheetTable } from './sheet-table';

function Facts({ facts, className }: { facts: readonly SheetFact[]; className?: string }) {
  return (
    <dl className={className ?? styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A party of a document or protocol: its heading, name, address and IDs (those it has). */
export function Party({ party }: { party: SheetParty }) {
  return (
    <section className={styles.party}>
      <h2>{party.heading}</h2>
      <address>
        <strong>{party.name}</strong>
        {party.address.map((line) => (
          <span key={line}>
            <br />
            {line}
          </span>
        ))}
      </address>
      {party.ids.length > 0 ? <Facts facts={party.ids} className={styles.ids} /> : null}
    </section>
  );
}

export interface DocumentSheetViewProps {
  sheet: DocumentSheet;
  /** Where "Download PDF" leads (the API's PDF of this sheet). */
  pdfHref: string;
  /** Where "Download ISDOC" leads (the API's ISDOC file of this document). */
  isdocHref: string;
}

/** A sheet's title and its actions: print, the PDF, and the ISDOC file when it has one. */
export function SheetHeader({
  title,
  pdfHref,
  isdocHref,
}: {
  title: string;
  pdfHref: string;
  isdocHref?: string;
}) {
  const { t } = useTranslation(namespace);
  return (
    <header className={styles.header}>
      <h1>{title}</h1>
      <nav className={styles.actions} aria-label={t('document.actions')}>
        <Button variant="secondary" onClick={() => window.print()}>
          {t('document.print')}
        </Button>
        <a className={styles.download} href={pdfHref} download>
          {t('document.downloadPdf')}
        </a>
        {isdocHref ? (
          <a className={styles.download} href={isdocHref} download>
            {t('document.downloadIsdoc')}
          </a>
        ) : null}
      </nav>
    </header>
  );
}

export function DocumentSheetView({ sheet, pdfHref, isdocHref }: DocumentSheetViewProps) {
  const lastTotal = sheet.totals.length - 1;
  return (
    <article className={styles.document}>
      <SheetHeader title={sheet.title} pdfHref={pdfHref} isdocHref={isdocHref} />
      {sheet.note ? <p className={styles.note}>{sheet.note}</p> : null}
      <div className={styles.parties}>
        <Party party={sheet.supplier} />
        <Party party={sheet.customer} />
      </div>
      <Facts facts={sheet.facts} />
      {sheet.reason ? <Facts facts={[sheet.reason]} /> : null}
      <SheetTable columns={sheet.columns} rows={sheet.rows} />
      <dl className={styles.totals}>
        {sheet.totals.map((total, index) => (
          <div key={total.label} className={styles.fact}>
            <dt>{total.label}</dt>
            <dd data-testid={index === lastTotal ? 'document-balance' : undefined}>
              {index === lastTotal ? <strong>{total.value}</strong> : total.value}
            </dd>
          </div>
        ))}
      </dl>
      {sheet.paid ? <p className={styles.paid}>{sheet.paid}</p> : null}
      {sheet.payment ? (
        <section className={styles.payment} aria-labelledby="document-payment">
          <h2 id="document-payment">{sheet.payment.heading}</h2>
          <div className={styles.paymentBody}>
            <Facts facts={sheet.payment.facts} />
            <figure className={styles.qr}>
              <QRCodeSVG
                value={sheet.payment.qr}
                size={160}
                level="M"
                marginSize={2}
                role="img"
                aria-label={sheet.payment.qrLabel}
                data-testid="document-qr"
              />
              <figcaption>{sheet.payment.qrLabel}</figcaption>
            </figure>
          </div>
        </section>
      ) : null}
    </article>
  );
}
