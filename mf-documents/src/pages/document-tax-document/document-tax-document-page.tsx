import { DocumentPage } from '../../features/document-sheet/document-page';

export default function DocumentTaxDocumentPage() {
  return <DocumentPage type="tax-document" />;
}
