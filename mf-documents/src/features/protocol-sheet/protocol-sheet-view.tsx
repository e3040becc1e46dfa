/**
 * A protocol's sheet laid out for the screen and for print: the same sheet the API lays out as
 * its PDF (shared/documents/protocol-sheet), with a return's damage photos and the signature drawn
 * at the desk.
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

/** A photo's box on the sheet: this wide, as high as the photo's shape makes it. */
const PHOTO_WIDTH = 240;

function Photos({ sheet, photoHref }: { sheet: ProtocolSheet; photoHref: (id: number) => string }) {
  if (sheet.photos.length === 0) return null;
  return (
    <section>
      <h2>{sheet.photosHeading}</h2>
      <ul className={styles.photos}>
        {sheet.photos.map((photo) => (
          <li key={photo.id}>
            <figure>
              <a href={photoHref(photo.id)}>
                <img
                  src={photoHref(photo.id)}
                  alt={photo.caption}
                  width={PHOTO_WIDTH}
                  height={Math.round((PHOTO_WIDTH * photo.height) / photo.width)}
                  loading="lazy"
                />
              </a>
              <figcaption>{photo.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ProtocolSheetView({
  sheet,
  pdfHref,
  photoHref,
}: {
  sheet: ProtocolSheet;
  pdfHref: string;
  /** Where a damage photo the protocol lists is shown. */
  photoHref: (id: number) => string;
}) {
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
      <Photos sheet={sheet} photoHref={photoHref} />
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
