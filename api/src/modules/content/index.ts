// Content: editorial pages (terms, how renting works, contact) in both languages, and the branches.

export { contentRoutes } from './routes';
export { getBranches } from './service';
