/**
 * A demo shop's e-mails say it is one: every message a mailer wrapped by `withDemoNotice` sends
 * begins with the demo notice in Czech and English (the text body's first two lines, and a visible
 * block at the top of the HTML body, if any). Subject, recipients, reply-to and attachments pass
 * untouched. Wrapping twice adds the notice once.
 */

import { escapeHtml } from '@shop/shared/format/escape-html';
import { DEMO_NOTICE } from '@shop/shared/i18n/demo-notice';
import type { Mailer, OutgoingEmail } from './mailer';

/** The notice in both languages, one a line: the text body's first lines. */
const DEMO_NOTICE_LINES: readonly string[] = [DEMO_NOTICE.cs, DEMO_NOTICE.en];

const DEMO_BLOCK =
  '<div role="note" data-demo-notice style="margin:0 0 16px;padding:8px 12px;' +
  'border:2px solid #b45309;border-radius:4px;background:#fff4c2;color:#0f172a;' +
  'font-family:Arial,sans-serif;font-size:14px;font-weight:bold;line-height:1.4">' +
  `${DEMO_NOTICE_LINES.map(escapeHtml).join('<br>')}</div>`;

const BODY_START = /<body\b[^>]*>/i;

/** The HTML body with the notice first in it (after `<body …>`, or first of a fragment). */
function htmlWithNotice(html: string): string {
  if (html.includes(DEMO_BLOCK)) return html;
  const body = BODY_START.exec(html);
  if (!body) return `${DEMO_BLOCK}\n${html}`;
  const at = body.index + body[0].length;
  return `${html.slice(0, at)}\n${DEMO_BLOCK}${html.slice(at)}`;
}

const TEXT_NOTICE = `${DEMO_NOTICE_LINES.join('\n')}\n\n`;

/** The message as a demo shop sends it: the notice on top of its bodies, nothing else changed. */
function withDemoNoticeMessage(message: OutgoingEmail): OutgoingEmail {
  const text = message.text.startsWith(TEXT_NOTICE) ? message.text : TEXT_NOTICE + message.text;
  return {
    ...message,
    text,
    ...(message.html === undefined ? {} : { html: htmlWithNotice(message.html) }),
  };
}

const wrapped = new WeakSet<Mailer>();

/** A mailer that sends (and records) every message with the demo notice on top of it. */
export function withDemoNotice(mailer: Mailer): Mailer {
  if (wrapped.has(mailer)) return mailer;
  const demo: Mailer = {
    from: mailer.from,
    send: (message) => mailer.send(withDemoNoticeMessage(message)),
  };
  wrapped.add(demo);
  return demo;
}
