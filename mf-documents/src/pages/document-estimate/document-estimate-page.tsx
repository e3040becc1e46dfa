import { DocumentPage } from '../../features/document-sheet/document-page';

export default function DocumentEstimatePage() {
  return <DocumentPage type="estimate" />;
}
