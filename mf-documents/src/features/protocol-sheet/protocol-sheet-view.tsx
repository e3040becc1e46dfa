/**
 * A protocol's sheet laid out for the screen and for print: the same sheet the API lays out as
 * its PDF (shared/documents/protocol-sheet), with the signature drawn at the desk.
 */
import type { ProtocolSheet } from '@shop/shared/documents/protocol-sheet';
import styles from '../document-sheet/document-sheet.module.css';
import { Party, SheetHeader } from '../document-sheet/document-sheet-view';
import { SheetTable } from '../document-sheet/sheet-table';

function Goods({ sheet }: { sheet: ProtocolSheet }) {
  if (sheet.goods.length === 0) return null;
  return (
    <section>
      <h2>{sheet.goodsHeading}</h2>
      <ul>
        {sheet.goods.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

export function ProtocolSheetView({ sheet, pdfHref }: { sheet: ProtocolSheet; pdfHref: string }) {
  return (
    <article className={styles.document}>
      <SheetHeader title={sheet.title} pdfHref={pdfHref} />
      <div className={styles.parties}>
        <Party party={sheet.supplier} />
        <Party party={sheet.customer} />
      </div>
      <dl className={styles.facts}>
        {sheet.facts.map((fact) => (
          <div key={`${fact.label}${fact.value}`} className={styles.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <SheetTable columns={sheet.columns} rows={sheet.rows} />
      <Goods sheet={sheet} />
      {sheet.notes ? (
        <p>
          <strong>{sheet.notes.label}:</strong> {sheet.notes.value}
        </p>
      ) : null}
      {sheet.signature ? (
        <figure>
          <img src={sheet.signature.image} alt={sheet.signature.caption} width={300} height={100} />
          <figcaption>{sheet.signature.caption}</figcaption>
        </figure>
      ) : null}
      <p className={styles.note}>{sheet.digest}</p>
    </article>
  );
}
