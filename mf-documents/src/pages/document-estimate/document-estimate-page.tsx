import { documentLoader } from '../../features/document-sheet/api/get-document';
import { DocumentPage } from '../../features/document-sheet/document-page';

export default function DocumentEstimatePage() {
  return <DocumentPage type="estimate" />;
}

/** The page's data: run by the server renderer before its one render, and by the browser. */
export const loader = documentLoader('estimate');
