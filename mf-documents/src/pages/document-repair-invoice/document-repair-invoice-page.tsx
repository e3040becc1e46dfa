import { DocumentPage } from '../../features/document-sheet/document-page';

export default function DocumentRepairInvoicePage() {
  return <DocumentPage type="repair-invoice" />;
}
