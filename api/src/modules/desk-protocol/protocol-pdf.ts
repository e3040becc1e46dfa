// A protocol's PDF as its page shows it: the sheet in the reader's language with the JPEGs of the
// damage photos it lists; the route and the protocol's e-mail both make it here.
import type { DeskProtocol, Locale } from '@shop/shared/contract';
import { protocolSheet } from '@shop/shared/documents/protocol-sheet';
import type { Database } from '../../db/client';
import { photoContents } from '../desk-photo';
import { renderProtocolPdf } from '../pdf';

export async function protocolPdf(
  db: Database,
  protocol: DeskProtocol,
  locale: Locale,
  demo: boolean,
): Promise<Buffer> {
  const sheet = protocolSheet(protocol, locale);
  const photoImages = await photoContents(
    db,
    sheet.photos.map((photo) => photo.id),
  );
  return renderProtocolPdf(sheet, locale, { demo, photoImages });
}
