/**
 * Tells the API that a remote version could not be used (the beacon, `POST /api/remote-failures`),
 * so staff see it counted on the status page. Sent with `keepalive`, so it goes out even when the
 * page reloads at once; a beacon that cannot be sent is given up silently.
 */
import type { RemoteFailureReport } from '@shop/shared/contract';
import { getRuntimeConfig } from '@shop/shared/runtime-config';

export function reportRemoteFailure(report: RemoteFailureReport): void {
  console.error(`Remote ${report.remote} ${report.version}: ${report.stage} failure`, report);
  fetch(`${getRuntimeConfig().apiBaseUrl}/remote-failures`, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
  }).catch(() => undefined);
}
