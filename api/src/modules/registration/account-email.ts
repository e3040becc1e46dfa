// The e-mails of account links (pure): confirming the e-mail after registration and resetting the
// password, in Czech or English by the locale of the request that asked for them.

import type { Locale } from '@shop/shared/contract';
import { pagePath } from '../../lib/page-paths';
import { composeEmail, type EmailPreview, type OutgoingEmail } from '../email';

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
      lead: 'děkujeme za registraci. Účet dokončíte potvrzením e-mailu.',
      action: 'Potvrdit e-mail',
      expiry: 'Odkaz platí 48 hodin a lze ho použít jednou.',
    },
    reset: {
      subject: 'Obnovení hesla',
      lead: 'někdo (nejspíš vy) požádal o nové heslo k vašemu účtu. Nové heslo nastavíte odkazem níže.',
      action: 'Nastavit nové heslo',
      expiry: 'Odkaz platí 1 hodinu a lze ho použít jednou.',
    },
    ignore: 'Pokud jste o nic nežádali, e-mail prosím ignorujte.',
  },
  en: {
    confirm: {
      subject: 'Confirm your e-mail',
      lead: 'thank you for registering. Confirm your e-mail to finish your account.',
      action: 'Confirm the e-mail',
      expiry: 'The link is valid for 48 hours and works once.',
    },
    reset: {
      subject: 'Password reset',
      lead: 'someone (most likely you) asked for a new password for your account. Set it with the link below.',
      action: 'Set a new password',
      expiry: 'The link is valid for 1 hour and works once.',
    },
    ignore: 'If you did not ask for anything, please ignore this e-mail.',
  },
} as const;

/** The e-mail carrying a confirmation (`confirm`) or password-reset (`reset`) link. */
export function accountLinkEmail(
  input: { kind: 'confirm' | 'reset'; locale: Locale; to: string; url: string },
  origin: string,
): OutgoingEmail {
  const t = TEXTS[input.locale];
  const kind = t[input.kind];
  return composeEmail(
    {
      locale: input.locale,
      to: input.to,
      subject: kind.subject,
      blocks: [{ kind: 'paragraph', text: kind.lead }],
      action: { label: kind.action, url: input.url },
      after: [kind.expiry, t.ignore],
    },
    origin,
  );
}

/** The confirmation and reset e-mails in both languages, for the development pages. */
export function accountEmailPreviews(origin: string): EmailPreview[] {
  return (['cs', 'en'] as const).flatMap((locale) =>
    (['confirm', 'reset'] as const).map((kind) => ({
      name: `${kind === 'confirm' ? 'Registration: confirm the e-mail' : 'Password reset'} (${locale})`,
      page: kind === 'confirm' ? ('registration' as const) : ('reset-password' as const),
      email: accountLinkEmail(
        {
          kind,
          locale,
          to: 'zakaznik@example.cz',
          url: accountLinkUrl(origin, kind, locale, 'preview-token'),
        },
        origin,
      ),
    })),
  );
}
