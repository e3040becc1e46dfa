// Content: editorial pages (terms, how renting works, contact) in both languages.

export { contentRoutes } from './routes';
export { getBranches } from './service';
