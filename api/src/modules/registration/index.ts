// Registration: accounts: registration, e-mail confirmation and password reset links (the one
// password check is identity's).

export { accountEmailPreviews } from './account-email';
export type { RegistrationRoutesOptions } from './routes';
export { registrationRoutes } from './routes';
