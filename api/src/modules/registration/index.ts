// Registration: accounts: registration, e-mail confirmation, password reset links, and the one
// password check (the account's, or the one kept with a pending confirmation).

export { accountEmailPreviews } from './account-email';
export type { RegistrationRoutesOptions } from './routes';
export { registrationRoutes } from './routes';
export { matchPassword } from './service';
