/**
 * Registers `/sw.js` (production builds only) and turns its life cycle into the shell's state:
 * "need refresh" when a new version waits, "offline ready" when the first install is done (once
 * per browser, as a passing notice), and the browser's install prompt when it offers one.
 */
import { eventBus } from '@shop/shared/event-bus';
import { i18n } from '@shop/shared/i18n';
import { shopStore } from '@shop/shared/store';
import { atom } from 'jotai';
import type { Workbox } from 'workbox-window';

export type ServiceWorkerState = 'idle' | 'need-refresh';

export const serviceWorkerStateAtom = atom<ServiceWorkerState>('idle');

interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const installPromptAtom = atom<InstallPromptEvent | null>(null);

let workbox: Workbox | null = null;

/** Where the browser remembers that it was told the shop works offline. */
export const OFFLINE_READY_KEY = 'shop.offlineReadyShown';

/**
 * The first install is done: says so once per browser, in the page's language, as a notice that
 * passes like every other (`notices.tsx`). A browser that was told already, or keeps no storage,
 * is not told (again).
 */
export function announceOfflineReady(storage: Pick<Storage, 'getItem' | 'setItem'>): void {
  try {
    if (storage.getItem(OFFLINE_READY_KEY)) return;
    storage.setItem(OFFLINE_READY_KEY, new Date().toISOString());
  } catch {
    return;
  }
  eventBus.publish('notice:show', { kind: 'info', message: i18n.t('shell:sw.offlineReady') });
}

/** Keeps the browser's install prompt for the footer's button (listened for from the start). */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    shopStore.set(installPromptAtom, event as InstallPromptEvent);
  });
}

/**
 * Registers the service worker. The first screen does not need it: the shell calls this when the
 * browser is idle, and workbox-window is fetched then, not with the page.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => shopStore.set(serviceWorkerStateAtom, 'need-refresh'));
  workbox.addEventListener('activated', (event) => {
    if (!event.isUpdate) announceOfflineReady(window.localStorage);
  });
  void workbox
    .register()
    .catch((error: unknown) => console.warn('Service worker not registered', error));
}

/** Activates the waiting version and reloads into it. */
export function applyUpdate(): void {
  if (!workbox) {
    window.location.reload();
    return;
  }
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

export async function promptInstall(): Promise<void> {
  const event = shopStore.get(installPromptAtom);
  if (!event) return;
  shopStore.set(installPromptAtom, null);
  await event.prompt();
}
