/** A desk protocol's page (handover or return), opened by its code. */
import '../../i18n/documents-i18n';
import type { ProtocolKind } from '@shop/shared/contract';
import { protocolSheet } from '@shop/shared/documents/protocol-sheet';
import { QueryState } from '@shop/shared/query/query-state';
import { publicApiUrl } from '@shop/shared/runtime-config';
import { localeAtom } from '@shop/shared/store';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useParams } from 'react-router';
import { DocumentNotFound } from '../document-sheet/document-not-found';
import { protocolPdfPath, protocolPhotoPath, protocolQuery } from './api/get-protocol';
import { ProtocolSheetView } from './protocol-sheet-view';

export function ProtocolPage({ kind }: { kind: ProtocolKind }) {
  const locale = useAtomValue(localeAtom);
  const { code = '' } = useParams();
  const protocol = useQuery(protocolQuery(code));
  return (
    <QueryState query={protocol} notFound={<DocumentNotFound />}>
      {(found) =>
        // A code of the other kind's protocol opens nothing here, as a money document's.
        found.kind === kind ? (
          <ProtocolSheetView
            sheet={protocolSheet(found, locale)}
            pdfHref={publicApiUrl(protocolPdfPath(code, locale))}
            photoHref={(id) => publicApiUrl(protocolPhotoPath(code, id))}
          />
        ) : (
          <DocumentNotFound />
        )
      }
    </QueryState>
  );
}
