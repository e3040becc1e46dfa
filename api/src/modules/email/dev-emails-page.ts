import { escapeHtml } from '@shop/shared/format/escape-html';
import type { EmailRow } from './repository';

/**
 * The dev-only page listing stored messages (newest first): subject, recipient, date and body. An
 * HTML body is shown in a sandboxed frame (no scripts, no same-origin access).
 */
export function renderDevEmailsPage(rows: readonly EmailRow[]): string {
  const items = rows
    .map((row) => {
      const html =
        row.html === null
          ? ''
          : `<details><summary>HTML</summary><iframe sandbox="" title="HTML body of message ${row.id}" srcdoc="${escapeHtml(row.html)}"></iframe></details>`;
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
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>E-mails (dev)</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1f2933; }
article { border: 1px solid #cbd2d9; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
h2 { margin: 0 0 .5rem; font-size: 1.1rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0 0 1rem; }
dt { font-weight: 600; }
dd { margin: 0; }
pre { white-space: pre-wrap; background: #f5f7fa; padding: .75rem; border-radius: 4px; }
iframe { width: 100%; height: 28rem; border: 1px solid #cbd2d9; }
</style>
</head>
<body>
<h1>E-mails sent by the shop</h1>
<p>Development page: every message the shop sent or stored (the local transport keeps only this copy). JSON: <a href="emails.json">emails.json</a>.</p>
${rows.length === 0 ? '<p>No messages yet.</p>' : items}
</body>
</html>
`;
}
