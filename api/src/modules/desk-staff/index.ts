// Desk staff: signing the rental's staff in and out at the desk (the httpOnly desk session cookie,
// throttled like a customer's sign-in), who is signed in, and the list of staff for managers. The
// accounts and sessions themselves are identity's.

export type { DeskStaffRoutesOptions } from './routes';
export {
  deskStaffRoutes,
  STAFF_CODE_REQUIRED,
  STAFF_CODE_WRONG,
  STAFF_INVALID_CREDENTIALS,
} from './routes';
