// Lookup: company (ARES) and address look-ups behind adapters, with local stand-ins for the demo.

export type { Lookups } from './adapters';
export {
  createAresCompanyRegistry,
  createLocalLookups,
  createMapyAddressProvider,
} from './adapters';
export { lookupRoutes } from './routes';
