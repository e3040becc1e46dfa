/**
 * A document's page (proforma, tax document for a received payment, invoice or credit note), opened
 * by its code.
 */
import '../../i18n/documents-i18n';
import type { DocumentType } from '@shop/shared/contract';
import { documentSheet } from '@shop/shared/documents/document-sheet';
import { QueryState } from '@shop/shared/query/query-state';
import { publicApiUrl } from '@shop/shared/runtime-config';
import { localeAtom } from '@shop/shared/store';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useParams } from 'react-router';
import { documentIsdocPath, documentPdfPath, documentQuery } from './api/get-document';
import { DocumentNotFound } from './document-not-found';
import { DocumentSheetView } from './document-sheet-view';

export function DocumentPage({ type }: { type: DocumentType }) {
  const locale = useAtomValue(localeAtom);
  const { code = '' } = useParams();
  const document = useQuery(documentQuery(type, code));
  return (
    <QueryState query={document} notFound={<DocumentNotFound />}>
      {(doc) => (
        <DocumentSheetView
          sheet={documentSheet(doc, locale)}
          pdfHref={publicApiUrl(documentPdfPath(type, code, locale))}
          isdocHref={publicApiUrl(documentIsdocPath(type, code))}
        />
      )}
    </QueryState>
  );
}
