import { DocumentPage } from '../../features/document-sheet/document-page';

export default function DocumentInvoicePage() {
  return <DocumentPage type="invoice" />;
}
