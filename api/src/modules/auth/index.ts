// Auth: signing in by password or Google, sessions with access and refresh tokens. The sign-in
// throttle lives in ../throttle, the e-mail normalisation in lib/email-address.

export { createIdTokenVerifier } from './oidc';
export { HOST_REFRESH_COOKIE } from './refresh-cookie';
export type { AuthRoutesOptions } from './routes';
export { authRoutes } from './routes';
export { NOT_REGISTERED } from './service';
