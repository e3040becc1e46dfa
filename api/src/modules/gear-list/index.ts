// Gear list: an order's or a cart's equipment as a printable list and PDF, e-mailed on request.

export { gearListEmailPreviews } from './gear-list-email';
export { gearListRoutes } from './routes';
export { gearListUrl } from './service';
