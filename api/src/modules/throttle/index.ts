// Throttle: how often a caller may try: the sign-in and password throttle (per account, address
// and known browser), the limit on e-mails sent to one recipient, the per-address limit of costly
// answers, and the 429 answer they all give. A leaf: any module may use it, and it imports no other
// module (only lib).

export { addressRateLimit } from './address-rate-limit';
export type { AuthThrottle, AuthThrottleOptions } from './throttle';
export {
  createAuthThrottle,
  DEVICE_COOKIE,
  emailCounterKey,
  recipientLimit,
  throttled,
  throttledMessage,
} from './throttle';
export type { AuthThrottlePolicy } from './throttle-policy';
export { DEFAULT_AUTH_THROTTLE } from './throttle-policy';
