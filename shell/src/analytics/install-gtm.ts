/** Loads Google Tag Manager for a valid container id from the runtime config; ignores others. */
import { dataLayer, isGtmId } from '@shop/shared/analytics';

export function installGtm(containerId: unknown): boolean {
  if (!isGtmId(containerId)) {
    if (containerId) console.warn(`Ignoring an invalid GTM container id: ${String(containerId)}`);
    return false;
  }
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
  return true;
}
