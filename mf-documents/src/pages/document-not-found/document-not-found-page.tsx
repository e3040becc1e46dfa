/**
 * A short link (/e/{hash}, /i/{hash}) the server did not send on to its document: its hash is
 * unknown (the server answers such a link with 404 and this page).
 */
import { DocumentNotFound } from '../../features/document-sheet/document-not-found';

export default function DocumentNotFoundPage() {
  return <DocumentNotFound />;
}
