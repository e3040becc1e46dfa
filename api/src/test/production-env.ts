/**
 * The environment of a production shop set up right: a real gateway, the https origin, SMTP
 * (neither the gateway nor SMTP is called at start). Tests change one variable to see it refused.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PAYMENT_PROVIDER: 'gopay',
  GOPAY_URL: 'https://gate.gopay.cz/api',
  GOPAY_GOID: '8123456789',
  GOPAY_CLIENT_ID: 'client',
  GOPAY_CLIENT_SECRET: 'secret',
  PUBLIC_ORIGIN: 'https://www.pujcovna.example.cz',
  SMTP_URL: 'smtp://127.0.0.1:2525',
} as const;
