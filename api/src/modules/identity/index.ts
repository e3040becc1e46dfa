// Identity: who is asking and what they may see. Customers (by id, by e-mail, of an access
// token), the one password check, signing a customer out everywhere, the roles a customer holds
// in companies, and the order viewer with its permissions (reading, editing, having a part in an
// order). Staff identity and roles belong here too, beside the customer's: a viewer of their own
// kind, with their own permission functions.
//
// It may import lib, db and shared alone, never another module nor plugins: every module asks it
// who is asking, so it must not depend on any of them. Its repository stays private.

export type { CompanyRoles } from './company-roles';
export { findCompanyRoles } from './company-roles';
export { customerByEmail, customerById } from './customers';
export type { OrderAccessFacts, OrderViewer } from './order-viewer';
export {
  companyAllows,
  hasPartInOrder,
  listOwner,
  mayEditOrder,
  mayReadOrder,
  orderViewer,
  UNAUTHORIZED,
} from './order-viewer';
export type { PasswordMatch } from './password';
export { matchPassword } from './password';
export type { CustomerRow } from './repository';
export { customerOfAccessToken, hashToken, signOutEverywhere } from './sessions';
export type { NewStaffMember, StaffSignIn, StaffSignInRefusal, StaffViewer } from './staff';
export {
  addStaffMember,
  endStaffSession,
  listStaff,
  signInStaff,
  staffOfSessionToken,
  totpMatches,
} from './staff';
