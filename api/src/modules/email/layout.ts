/**
 * The one template every e-mail of the shop is written in (pure): the shop's name at the top, a
 * greeting in the reader's language, the message's blocks, one action as a button (and as a line
 * with its address in the plain text), the sign-off, and a footer with the shop's company, address
 * and a link to its home page in that language. HTML (inline styles, a 600 px table, as mail
 * clients need) and plain text from the same content.
 */
import type { Locale } from '@shop/shared/contract';
import { escapeHtml as e } from '@shop/shared/format/escape-html';
import { SHOP_NAME } from '@shop/shared/i18n/shop-name';
import type { RouteAlias, RouteName } from '@shop/shared/routes';
import { pagePath } from '../../lib/page-paths';
import { SUPPLIER } from '../../lib/supplier';
import type { EmailAttachment, OutgoingEmail } from './mailer';

export type EmailBlock =
  | { kind: 'paragraph'; text: string; strong?: boolean }
  | { kind: 'heading'; text: string }
  /** Items, each text or a link. */
  | { kind: 'list'; items: ReadonlyArray<string | EmailLink> }
  /** Label and value rows (a sum in bold when `strong`). */
  | { kind: 'rows'; rows: ReadonlyArray<{ label: string; value: string; strong?: boolean }> }
  /** Someone else's words, quoted as theirs. */
  | { kind: 'quote'; lines: readonly string[] };

export interface EmailLink {
  label: string;
  url: string;
}

export interface EmailContent {
  locale: Locale;
  to: string;
  subject: string;
  blocks: readonly EmailBlock[];
  /** The one thing the e-mail asks the reader to do. */
  action?: EmailLink;
  /** Lines after the action (how long a link works, what to do if it was not you). */
  after?: readonly string[];
  replyTo?: string;
  attachments?: EmailAttachment[];
}

/**
 * An e-mail as the development pages preview it: the message, built from sample data by its own
 * builder, and the page its action must open (named here, not taken from the builder, so a test
 * of the links has something to hold them to).
 */
export interface EmailPreview {
  name: string;
  /** The page its action opens (none: an e-mail to the shop's staff, without an action). */
  page?: RouteName | RouteAlias;
  email: OutgoingEmail;
}

const TEXTS = {
  cs: { hello: 'Dobrý den,', bye: 'S pozdravem', home: 'Přejít do obchodu' },
  en: { hello: 'Hello,', bye: 'Kind regards,', home: 'Go to the shop' },
} as const;

const INK = '#1f2933';
const BRAND = '#1f7a3a';
const MUTED = '#52606d';
const LINE = '#cbd2d9';

/** The footer's line: the shop's company, address and company ID. */
export const SHOP_COMPANY_LINE = `${SUPPLIER.name}, ${SUPPLIER.street}, ${SUPPLIER.zipCode} ${SUPPLIER.city}, IČO ${SUPPLIER.taxRegNo}`;

function blockText(block: EmailBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [block.text];
    case 'heading':
      return [`${block.text}:`];
    case 'list':
      return block.items.map((item) =>
        typeof item === 'string' ? `- ${item}` : `- ${item.label}: ${item.url}`,
      );
    case 'rows':
      return block.rows.map((row) => `${row.label}: ${row.value}`);
    case 'quote':
      return block.lines.map((line) => (line ? `> ${line}` : '>'));
  }
}

const P = `margin:0 0 16px;font-size:15px;line-height:1.5;color:${INK}`;

function blockHtml(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${P}">${block.strong ? `<strong>${e(block.text)}</strong>` : e(block.text)}</p>`;
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:16px;color:${INK}">${e(block.text)}</h2>`;
    case 'list':
      return `<ul style="margin:0 0 16px;padding-left:20px;font-size:15px;line-height:1.5;color:${INK}">${block.items
        .map(
          (item) =>
            `<li>${typeof item === 'string' ? e(item) : `<a href="${e(item.url)}" style="color:${BRAND}">${e(item.label)}</a>`}</li>`,
        )
        .join('')}</ul>`;
    case 'rows':
      return `<table role="presentation" cellpadding="4" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;font-size:15px;color:${INK}">${block.rows
        .map((row) => {
          const cell = (text: string) => (row.strong ? `<strong>${e(text)}</strong>` : e(text));
          return `<tr><td style="padding:4px 16px 4px 0">${cell(row.label)}</td><td style="padding:4px 0;text-align:right">${cell(row.value)}</td></tr>`;
        })
        .join('')}</table>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:0 0 0 12px;border-left:3px solid ${LINE};color:${MUTED};white-space:pre-wrap">${e(block.lines.join('\n'))}</blockquote>`;
  }
}

/** The message in the shop's template; `origin` is the public site's (links in the footer). */
export function composeEmail(content: EmailContent, origin: string): OutgoingEmail {
  const t = TEXTS[content.locale];
  const shop = SHOP_NAME[content.locale];
  const home = `${origin}${pagePath('home', {}, content.locale)}`;
  const after = content.after ?? [];
  const text = [
    t.hello,
    '',
    // A heading is followed by its block at once; every other block by a blank line.
    ...content.blocks.flatMap((block) => [
      ...blockText(block),
      ...(block.kind === 'heading' ? [] : ['']),
    ]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(after.length > 0 ? [...after, ''] : []),
    t.bye,
    shop,
    '',
    '--',
    SHOP_COMPANY_LINE,
    home,
    '',
  ].join('\n');
  const button = content.action
    ? `<p style="margin:8px 0 24px"><a href="${e(content.action.url)}" style="display:inline-block;padding:12px 24px;border-radius:6px;background:${BRAND};color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none">${e(content.action.label)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${content.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:${INK}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f7fa"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid ${LINE};border-radius:8px">
<tr><td style="padding:20px 24px;border-bottom:3px solid ${BRAND};font-size:18px;font-weight:bold;color:${BRAND}">${e(shop)}</td></tr>
<tr><td style="padding:24px">
<p style="${P}">${e(t.hello)}</p>
${content.blocks.map(blockHtml).join('\n')}
${button}
${after.map((line) => `<p style="margin:0 0 8px;font-size:14px;line-height:1.5;color:${MUTED}">${e(line)}</p>`).join('\n')}
<p style="${P};margin-top:16px">${e(t.bye)}<br>${e(shop)}</p>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${LINE};font-size:12px;line-height:1.5;color:${MUTED}">${e(SHOP_COMPANY_LINE)}<br><a href="${e(home)}" style="color:${MUTED}">${e(t.home)}</a></td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
  return {
    to: content.to,
    subject: content.subject,
    text,
    html,
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
    ...(content.attachments ? { attachments: content.attachments } : {}),
  };
}
