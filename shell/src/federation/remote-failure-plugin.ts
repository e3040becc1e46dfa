/**
 * Module-federation runtime plugin of the shell: retries a remote's manifest and registry fetches
 * on transient failures, and turns a remote that still cannot be loaded into a fallback page
 * instead of an exception, so one broken remote never takes the shop down.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { guardedReload, isChunkLoadError } from '../version/reload-guard';
import { fallbackModule } from './fallback-slot';

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

export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-remote-failure',
    fetch(url: string, init: RequestInit) {
      return fetchWithRetry(url, init);
    },
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      // Only pages get the fallback page; widgets and services fail to their callers.
      if (!args.id.includes('/pages/')) return undefined;
      const remote = args.id.split('/')[0] ?? args.id;
      console.error(`Remote module ${args.id} could not be loaded`, args.error);
      // Files of an older deploy are gone: reload the page once (guarded) before giving up.
      if (isChunkLoadError(args.error) && guardedReload(window.location.href)) {
        return new Promise(() => undefined);
      }
      // The page asked for a module with a default export: give it the fallback page.
      return fallbackModule(remote);
    },
  };
}
