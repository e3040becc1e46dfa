// The shared-cart e-mail (pure). Its sender is anyone holding a cart code, so nothing they type
// reaches the Subject or From: the subject is fixed per language, From is the shop's (the
// mailer's), and their name, e-mail, project and note are quoted in the body as plain text,
// marked as theirs, with anything a mail client could turn into a link broken up.

import type { CartShareRequest, Locale } from '@shop/shared/contract';
import { formatIsoDate } from '@shop/shared/rules/prague-time';
import { composeEmail, type EmailBlock, type EmailPreview, type OutgoingEmail } from '../email';
import { sharedCartLink } from './share-cart';

/** How much of the sender's note the e-mail carries (characters, after trimming). */
export const SHARE_NOTE_MAX = 500;

/** Characters that URL parsers read as a host name's dot (after NFKC: U+FF0E and U+2024 are '.'). */
const DOT_LIKE = /[.\u3002\uFF61]/gu;
/** A scheme separator, as in http:// (or http:\\, which browsers read alike). */
const SCHEME_SEPARATOR = /:[/\\]{2}/gu;
/** A run of text is URL-like when it has a scheme separator, a dot before a letter (a host name
 * such as evil.example, www.x or an e-mail's domain) or an IPv4 address. */
const URL_LIKE = [/:[/\\]{2}/u, /\.\p{L}/u, /\d\.\d+\.\d+\.\d/u];

/**
 * Breaks every URL-like run of non-space characters so no mail client auto-links it: in such a
 * run each dot (or dot look-alike) becomes ' . ' and each scheme separator ' :// '. So
 * 'http://evil.example/login' reads 'http :// evil . example/login' and 'www.evil.example'
 * 'www . evil . example'; other text (a sentence's full stop, '3. 6. 2030') stays as it is.
 */
export function neutraliseLinks(text: string): string {
  return text.replace(/\S+/gu, (run) => {
    const dotted = run.replace(DOT_LIKE, '.');
    if (!URL_LIKE.some((pattern) => pattern.test(dotted))) return run;
    return dotted.replace(SCHEME_SEPARATOR, (separator) => ` ${separator} `).replace(/\./g, ' . ');
  });
}

/**
 * The sender's text as the e-mail may quote it: NFKC (full-width look-alikes become plain),
 * without control and invisible format characters (bidi overrides, zero-width spaces, which
 * could hide a link from the rule above), tabs as spaces, trimmed.
 */
function cleanText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/[\p{Cf}\p{Co}]|(?!\n)\p{Cc}/gu, '')
    .trim();
}

/** A one-line field (name, e-mail, project): cleaned, whitespace collapsed, links broken. */
export function senderLine(text: string | undefined): string {
  return neutraliseLinks(cleanText(text ?? '').replace(/\s+/g, ' '));
}

/**
 * The note: cleaned, cut to SHARE_NOTE_MAX characters (with '…' when cut), blank lines
 * collapsed, links broken; its lines, or none for an empty note.
 */
export function senderNote(note: string | undefined): string[] {
  const characters = Array.from(cleanText(note ?? ''));
  const kept =
    characters.length > SHARE_NOTE_MAX
      ? `${characters.slice(0, SHARE_NOTE_MAX).join('').trimEnd()}…`
      : characters.join('');
  if (!kept) return [];
  return neutraliseLinks(kept.replace(/\n\s*\n+/g, '\n\n'))
    .split('\n')
    .map((line) => line.trimEnd());
}

const TEXTS = {
  cs: {
    subject: 'Sdílený košík z Půjčovny techniky',
    lead: 'někdo s vámi přes Půjčovnu techniky sdílí košík filmové techniky.',
    sender: 'Odesílatel (jméno a e-mail zadal sám, neověřovali jsme je)',
    project: 'Projekt (zadal odesílatel)',
    dates: 'Termín',
    note: 'Zpráva od odesílatele',
    open: 'Otevřít košík',
    ignore: 'Pokud odesílatele neznáte, e-mail prosím ignorujte.',
  },
  en: {
    subject: 'A cart shared from the equipment rental',
    lead: 'someone is sharing a cart of film equipment from the equipment rental with you.',
    sender: 'Sender (name and e-mail as they typed them, not verified by us)',
    project: 'Project (typed by the sender)',
    dates: 'Dates',
    note: 'Message from the sender',
    open: 'Open the cart',
    ignore: 'If you do not know the sender, please ignore this e-mail.',
  },
} as const;

/** A shared cart's date as the recipient's language writes it, or null when not given. */
function formatDate(date: string | undefined, lang: Locale): string | null {
  return date ? formatIsoDate(date, lang) : null;
}

/** The share-cart message in the recipient's language; `link` is the shop's cart link. */
export function shareEmail(request: CartShareRequest, link: string, origin: string): OutgoingEmail {
  const lang = request.lang ?? 'cs';
  const t = TEXTS[lang];
  const sender = `${senderLine(request.senderName)} <${senderLine(request.senderEmail)}>`;
  const project = senderLine(request.projectName) || null;
  const from = formatDate(request.dateFrom, lang);
  const to = formatDate(request.dateTo, lang);
  const dates = from || to ? `${from ?? '…'} – ${to ?? '…'}` : null;
  const note = senderNote(request.note);
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', text: t.lead },
    { kind: 'heading', text: t.sender },
    { kind: 'paragraph', text: sender },
  ];
  if (project)
    blocks.push({ kind: 'heading', text: t.project }, { kind: 'paragraph', text: project });
  if (dates) blocks.push({ kind: 'rows', rows: [{ label: t.dates, value: dates }] });
  if (note.length) blocks.push({ kind: 'heading', text: t.note }, { kind: 'quote', lines: note });
  return composeEmail(
    {
      locale: lang,
      to: request.recipientEmail,
      replyTo: request.senderEmail,
      subject: t.subject,
      blocks,
      action: { label: t.open, url: link },
      after: [t.ignore],
    },
    origin,
  );
}

/** The shared-cart e-mail in both languages, for the development pages. */
export function shareEmailPreviews(origin: string): EmailPreview[] {
  return (['cs', 'en'] as const).map((lang) => ({
    name: `Shared cart (${lang})`,
    page: 'cart-share',
    email: shareEmail(
      {
        cartCode: '0123456789abcdef0123456789abcdef',
        senderName: 'Petra Nováková',
        senderEmail: 'petra@example.cz',
        recipientEmail: 'kolega@example.cz',
        projectName: 'Reklama Jaro',
        dateFrom: '2026-12-03',
        dateTo: '2026-12-05',
        note: 'Tohle bychom potřebovali na natáčení.\nDej vědět, jestli něco chybí.',
        lang,
      },
      sharedCartLink(origin, '0123456789abcdef0123456789abcdef', lang),
      origin,
    ),
  }));
}
