// Auth: who is calling: sign-in by password or Google, sessions with access and refresh tokens, the
// sign-in throttle and the e-mail normalisation every module uses to find a customer.

export { createIdTokenVerifier } from './oidc';
export { HOST_REFRESH_COOKIE } from './refresh-cookie';
export type { AuthRoutesOptions } from './routes';
export { authRoutes } from './routes';
export {
  customerOfAccessToken,
  NOT_REGISTERED,
  normalizeEmail,
  signOutEverywhere,
} from './service';
export type { AuthThrottleOptions } from './throttle';
export {
  createAuthThrottle,
  DEVICE_COOKIE,
  emailCounterKey,
  recipientLimit,
  throttled,
  throttledMessage,
} from './throttle';
export { DEFAULT_AUTH_THROTTLE } from './throttle-policy';
