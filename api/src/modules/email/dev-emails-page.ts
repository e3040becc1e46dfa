import { escapeHtml } from '@shop/shared/format/escape-html';
import type { EmailPreview } from './layout';
import type { EmailRow } from './repository';

/** The development pages' frame: their style, a heading, an introduction and the articles. */
function devPage(title: string, intro: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} (dev)</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1f2933; }
article { border: 1px solid #cbd2d9; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
h2 { margin: 0 0 .5rem; font-size: 1.1rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0 0 1rem; }
dt { font-weight: 600; }
dd { margin: 0; }
pre { white-space: pre-wrap; background: #f5f7fa; padding: .75rem; border-radius: 4px; }
iframe { width: 100%; height: 36rem; border: 1px solid #cbd2d9; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${intro}</p>
${body}
</body>
</html>
`;
}

/** An HTML body, shown in a sandboxed frame (no scripts, no same-origin access). */
const htmlFrame = (html: string, label: string) =>
  `<iframe sandbox="" title="${escapeHtml(label)}" srcdoc="${escapeHtml(html)}"></iframe>`;

/**
 * The dev-only page listing stored messages (newest first): subject, recipient, date and body. An
 * HTML body is shown in a sandboxed frame.
 */
export function renderDevEmailsPage(rows: readonly EmailRow[]): string {
  const items = rows
    .map((row) => {
      const html =
        row.html === null
          ? ''
          : `<details><summary>HTML</summary>${htmlFrame(row.html, `HTML body of message ${row.id}`)}</details>`;
      return `<article aria-labelledby="m${row.id}">
<h2 id="m${row.id}">${escapeHtml(row.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(row.toAddress)}</dd>
<dt>From</dt><dd>${escapeHtml(row.fromAddress)}</dd>
<dt>Date</dt><dd><time datetime="${row.createdAt.toISOString()}">${escapeHtml(row.createdAt.toISOString())}</time></dd>
<dt>Transport</dt><dd>${escapeHtml(row.transport)}${row.messageId ? ` (${escapeHtml(row.messageId)})` : ''}</dd>
</dl>
<pre>${escapeHtml(row.text)}</pre>
${html}
</article>`;
    })
    .join('\n');
  return devPage(
    'E-mails sent by the shop',
    'Development page: every message the shop sent or stored (the local transport keeps only this copy). JSON: <a href="emails.json">emails.json</a>. Every kind of e-mail from sample data: <a href="emails/previews">previews</a>.',
    rows.length === 0 ? '<p>No messages yet.</p>' : items,
  );
}

/** Every kind of e-mail the shop sends, from sample data, as its reader gets it. */
export function renderEmailPreviewsPage(previews: readonly EmailPreview[]): string {
  const items = previews
    .map(
      ({ name, page, email }, index) => `<article aria-labelledby="p${index}">
<h2 id="p${index}">${escapeHtml(name)}</h2>
<dl>
<dt>Subject</dt><dd>${escapeHtml(email.subject)}</dd>
<dt>To</dt><dd>${escapeHtml(email.to)}</dd>
<dt>Action opens</dt><dd>${page ? escapeHtml(page) : '(no action)'}</dd>
</dl>
${email.html ? htmlFrame(email.html, `HTML body of ${name}`) : ''}
<details><summary>Plain text</summary><pre>${escapeHtml(email.text)}</pre></details>
</article>`,
    )
    .join('\n');
  return devPage(
    'E-mail previews',
    'Development page: every kind of e-mail the shop sends, in each language, built from sample data by the code that sends it. Sent messages: <a href="../emails">e-mails</a>.',
    items,
  );
}
