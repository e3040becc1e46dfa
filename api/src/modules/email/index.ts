// Email: the SMTP or local mailer, the demo notice on every message, HTML escaping,
// and the development page that lists the e-mails a demo has sent.

export { createLocalMailer, createMailer } from './create-mailer';
export { devEmailRoutes } from './dev-routes';
export { escapeHtml } from './html-escape';
export type { EmailAttachment, Mailer, OutgoingEmail } from './mailer';
