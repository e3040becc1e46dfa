// Company: companies a customer buys for: their members and roles, who may order and who is billed.

export type { CompanyRoles } from './company-access';
export { companyBilledBy, findCompanyRoles } from './company-access';
export { companyContactRoutes } from './company-contact-routes';
export { findCompany } from './company-service';
export { companySupportEmailPreviews } from './support-email';
export { userCompanyRoutes } from './user-company-routes';
