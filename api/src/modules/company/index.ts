// Company: companies a customer buys for: their members and contacts, and who is billed. The roles
// a customer holds in companies are identity's.

export { companyBilledBy } from './company-access';
export { companyContactRoutes } from './company-contact-routes';
export { findCompany } from './company-service';
export { companySupportEmailPreviews } from './support-email';
export { userCompanyRoutes } from './user-company-routes';
