/** Copies a link for the shopper and tells them so with a notice (the shell shows it). */
import { eventBus } from '@shop/shared/event-bus';

/** The Clipboard API, or the older select-and-copy where it is missing (plain HTTP). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or unavailable: try the older way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}

export async function copyLink(
  url: string,
  messages: { copied: string; failed: string },
): Promise<boolean> {
  const copied = await copyText(url);
  eventBus.publish(
    'notice:show',
    copied
      ? { kind: 'success', message: messages.copied }
      : { kind: 'error', message: messages.failed },
  );
  return copied;
}
