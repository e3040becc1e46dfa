// Payment: card payment gateways behind one adapter: GoPay, and the sandbox gateway with its card
// page for the demo.

export { SANDBOX_CARD_DECLINED, SANDBOX_CARD_SUCCESS } from './card-check';
export type { PaymentGateway, PaymentGatewayStatus } from './gateway';
export { GATEWAY_UNAVAILABLE_MESSAGE } from './gateway';
export { createGoPayGateway } from './gopay-client';
export { createInjectFetch } from './inject-fetch';
export { renderCardPage } from './sandbox-card-page';
export type { SandboxGatewayOptions } from './sandbox-gateway';
export {
  createSandboxCredentials,
  SANDBOX_GATEWAY_PATH,
  sandboxGatewayRoutes,
} from './sandbox-gateway';
