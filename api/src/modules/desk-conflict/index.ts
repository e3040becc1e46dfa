// A conflict order (CREATED) resolved at the desk: confirmed once units allow it, cancelled with a
// message to the customer, or answered with an alternative product.

export { ALTERNATIVE_MESSAGE, composeAlternativeMessage } from './alternative-email';
export { deskConflictRoutes } from './routes';
export { confirmConflict } from './service';
