// The e-mails of account links (pure): confirming the e-mail after registration and resetting the
// password, in Czech or English by the locale of the request that asked for them.

import type { Locale } from '@shop/shared/contract';
import { pagePath } from '../../lib/page-paths';
import type { OutgoingEmail } from '../email';
import { escapeHtml } from '../email';

/** The front-end page of each link. */
const PAGES = { confirm: 'registration', reset: 'reset-password' } as const;

export function accountLinkUrl(
  origin: string,
  kind: keyof typeof PAGES,
  locale: Locale,
  token: string,
): string {
  return `${origin}${pagePath(PAGES[kind], {}, locale)}?token=${encodeURIComponent(token)}`;
}

const TEXTS = {
  cs: {
    confirm: {
      subject: 'Potvrďte svůj e-mail',
      lead: 'děkujeme za registraci v Půjčovně techniky. Účet dokončíte potvrzením e-mailu:',
      action: 'Potvrdit e-mail',
      expiry: 'Odkaz platí 48 hodin a lze ho použít jednou.',
    },
    reset: {
      subject: 'Obnovení hesla',
      lead: 'někdo (nejspíš vy) požádal o nové heslo k vašemu účtu. Nové heslo nastavíte zde:',
      action: 'Nastavit nové heslo',
      expiry: 'Odkaz platí 1 hodinu a lze ho použít jednou.',
    },
    hello: 'Dobrý den,',
    ignore: 'Pokud jste o nic nežádali, e-mail prosím ignorujte.',
    bye: 'Půjčovna techniky',
  },
  en: {
    confirm: {
      subject: 'Confirm your e-mail',
      lead: 'thank you for registering with the equipment rental. Confirm your e-mail to finish your account:',
      action: 'Confirm the e-mail',
      expiry: 'The link is valid for 48 hours and works once.',
    },
    reset: {
      subject: 'Password reset',
      lead: 'someone (most likely you) asked for a new password for your account. Set it here:',
      action: 'Set a new password',
      expiry: 'The link is valid for 1 hour and works once.',
    },
    hello: 'Hello,',
    ignore: 'If you did not ask for anything, please ignore this e-mail.',
    bye: 'The equipment rental',
  },
} as const;

/** The e-mail carrying a confirmation (`confirm`) or password-reset (`reset`) link. */
export function accountLinkEmail(input: {
  kind: 'confirm' | 'reset';
  locale: Locale;
  to: string;
  url: string;
}): OutgoingEmail {
  const t = TEXTS[input.locale];
  const kind = t[input.kind];
  const text = [t.hello, '', kind.lead, input.url, '', kind.expiry, t.ignore, '', t.bye, ''].join(
    '\n',
  );
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${input.locale}">
<head><meta charset="utf-8"><title>${e(kind.subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2933">
<p>${e(t.hello)}</p>
<p>${e(kind.lead)}</p>
<p><a href="${e(input.url)}">${e(kind.action)}</a></p>
<p>${e(kind.expiry)}<br>${e(t.ignore)}</p>
<p>${e(t.bye)}</p>
</body>
</html>
`;
  return { to: input.to, subject: kind.subject, text, html };
}
