import { protocolLoader } from '../../features/protocol-sheet/api/get-protocol';
import { ProtocolPage } from '../../features/protocol-sheet/protocol-page';

export default function DocumentReturnPage() {
  return <ProtocolPage kind="return" />;
}

/** The page's data: run by the server renderer before its one render, and by the browser. */
export const loader = protocolLoader;
