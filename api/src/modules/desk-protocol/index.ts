// Desk protocols: the handover protocol (předávací protokol) and the return protocols of an order,
// issued once and never changed, opened by their code (page, PDF) and e-mailed to the customer.

export { composeProtocolMessage } from './protocol-email';
export { protocolRoutes } from './routes';
export type { ProtocolDraft } from './service';
export {
  issueProtocol,
  orderProtocols,
  PROTOCOL_MESSAGE,
  protocolIdByCode,
  setSeededProtocolCode,
} from './service';
