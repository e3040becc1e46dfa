// Email: the SMTP or local mailer, the demo notice on every message, HTML escaping,
// and the development page that lists the e-mails a demo has sent.

export { escapeHtml } from '@shop/shared/format/escape-html';
export { createLocalMailer, createMailer } from './create-mailer';
export type { DevEmailRoutesOptions } from './dev-routes';
export { devEmailRoutes } from './dev-routes';
export type { EmailBlock, EmailContent, EmailLink, EmailPreview } from './layout';
export { composeEmail, SHOP_COMPANY_LINE } from './layout';
export type { EmailAttachment, Mailer, OutgoingEmail } from './mailer';
