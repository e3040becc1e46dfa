/**
 * Module-federation runtime plugin of the shell: retries a remote's manifest and registry fetches
 * on transient failures. A remote that still cannot be loaded fails its load; the shell then falls
 * back to an earlier version of it (`remote-versions.ts`) or shows its fallback page
 * (`remote-page.tsx`), so one broken remote never takes the shop down.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const retryDelaysMs = [250, 750];

function isTransient(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

async function fetchWithRetry(url: string, init?: RequestInit): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retryDelaysMs.length; attempt += 1) {
    try {
      const response = await fetch(url, { ...init, cache: 'no-cache' });
      if (response.ok) return response;
      lastError = new Error(`${url} answered ${response.status}`);
      if (!isTransient(response.status)) break;
    } catch (error) {
      lastError = error;
    }
    const delay = retryDelaysMs[attempt];
    if (delay === undefined) break;
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
  throw lastError;
}

/** Remotes' base URLs retried, with how often: their scripts are asked for at URLs of their own. */
const retried = new Map<string, number>();

/** A remote at `base` is loaded again after a failure (its preloaded scripts may have failed). */
export function markRetried(base: string): void {
  retried.set(base, (retried.get(base) ?? 0) + 1);
}

export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-remote-failure',
    // Chromium answers a script whose URL a failed <link rel="preload"> named with that failure,
    // for a while after the page's load: a retried remote's scripts carry a retry marker.
    createScript({ url }: { url: string }) {
      for (const [base, count] of retried) {
        if (!url.startsWith(base)) continue;
        const script = document.createElement('script');
        script.src = `${url}${url.includes('?') ? '&' : '?'}retry=${count}`;
        return script;
      }
      return undefined;
    },
    fetch(url: string, init: RequestInit) {
      return fetchWithRetry(url, init);
    },
  };
}
