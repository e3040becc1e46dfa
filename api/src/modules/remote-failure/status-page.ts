import type { RemoteFailureCount } from '@shop/shared/contract';
import { escapeHtml } from '../email';

/** The staff's status page of remote failures: one table, no script, no inline style. */
export function remoteFailureStatusPage(failures: RemoteFailureCount[]): string {
  const rows = failures
    .map((failure) =>
      [
        failure.remote,
        failure.version,
        failure.stage,
        failure.fallback ?? '—',
        String(failure.count),
        failure.lastSeen,
        failure.lastMessage,
      ]
        .map((cell) => `<td>${escapeHtml(cell)}</td>`)
        .join(''),
    )
    .map((cells) => `<tr>${cells}</tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Remote failures</title>
<h1>Remote failures</h1>
<p>Remote versions browsers could not use, most recent first. <em>contract</em>: refused, built against a contract the shell does not serve; <em>load</em>: its manifest, entry or a chunk failed. <em>Fallen back to</em>: the version the shop showed instead (— : the remote's fallback page).</p>
${
  failures.length === 0
    ? '<p>No failure reported.</p>'
    : `<table>
<thead><tr><th>Remote</th><th>Version</th><th>Stage</th><th>Fallen back to</th><th>Count</th><th>Last seen</th><th>Last message</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}
</html>
`;
}
