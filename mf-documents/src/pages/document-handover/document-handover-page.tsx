import { protocolLoader } from '../../features/protocol-sheet/api/get-protocol';
import { ProtocolPage } from '../../features/protocol-sheet/protocol-page';

export default function DocumentHandoverPage() {
  return <ProtocolPage kind="handover" />;
}

/** The page's data: run by the server renderer before its one render, and by the browser. */
export const loader = protocolLoader;
