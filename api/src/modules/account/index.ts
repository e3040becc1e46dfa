// Account: the signed-in customer's own data: profile, addresses, password change and account deletion
// (/user-account/…).

export { accountRoutes } from './routes';
