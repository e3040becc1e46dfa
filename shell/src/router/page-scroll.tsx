/**
 * Where a page opens, as a browser opens pages: a new page at its top (or at the element its
 * `#fragment` names), a page reached by Back or Forward where the shopper left it.
 *
 * React Router's `<ScrollRestoration>` does the work: it remembers the position of each history
 * entry (by `location.key`, so two visits of one address keep their own positions; kept in session
 * storage across a reload) and scrolls once the route has rendered. A remote's page may show its
 * content later than that (its data still on the way, a list's pages asked again after the cache
 * let them go), and an element a fragment names may not exist yet: the position cannot be reached
 * at that moment. `followScrollTarget` then takes the target up again as the page grows, until it
 * is reached, the shopper scrolls, clicks or types, the next page opens, or `SCROLL_WAIT_MS` pass.
 */
import { useLayoutEffect } from 'react';
import { type Location, ScrollRestoration, useLocation } from 'react-router';

/** How long a page may take to show what its position needs (its code and data arriving). */
export const SCROLL_WAIT_MS = 8000;

/** A position to restore, or the element a fragment names. */
export type ScrollTarget = { y: number } | { id: string };

/**
 * What the router decided for the page shown: the position to restore (Back, Forward, a reload),
 * `false` for a page the server rendered (the browser has placed it, at its fragment when that
 * came with the page), `null` for a new page (its top, or its fragment).
 */
export type SavedPosition = number | false | null;

/** One position per history entry, as a browser keeps them (ScrollRestoration's own default). */
const byHistoryEntry = (location: Location) => location.key;

/** The target a page opens at that may need its content first; null when nothing is to wait for. */
export function scrollTarget(hash: string, saved: SavedPosition): ScrollTarget | null {
  if (typeof saved === 'number') return saved > 0 ? { y: saved } : null;
  if (hash.length < 2) return null;
  try {
    return { id: decodeURIComponent(hash.slice(1)) };
  } catch {
    return null;
  }
}

/** Scrolls to the target when the page lets it; true once the window is there. */
function reach(target: ScrollTarget): boolean {
  if ('y' in target) {
    const end = document.documentElement.scrollHeight - window.innerHeight;
    if (end < target.y - 1) return false;
    if (Math.abs(window.scrollY - target.y) > 1) window.scrollTo(0, target.y);
    return true;
  }
  const element = document.getElementById(target.id);
  if (!element) return false;
  element.scrollIntoView();
  return true;
}

/** What the shopper does that says they have taken over the scrolling. */
const TAKING_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Brings the window to `target` as soon as the page can show it: at once, or when the content it
 * needs has arrived. Returns the function that stops waiting.
 */
export function followScrollTarget(
  target: ScrollTarget,
  { waitMs = SCROLL_WAIT_MS }: { waitMs?: number } = {},
): () => void {
  if (reach(target)) return () => undefined;
  const attempt = () => {
    if (reach(target)) stop();
  };
  const mutations = new MutationObserver(attempt);
  mutations.observe(document.body, { childList: true, subtree: true });
  // Pictures and fonts change the page's height without changing its elements.
  const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(attempt);
  sizes?.observe(document.documentElement);
  const timer = setTimeout(() => stop(), waitMs);
  for (const type of TAKING_OVER) {
    window.addEventListener(type, stop, { capture: true, passive: true });
  }
  function stop() {
    mutations.disconnect();
    sizes?.disconnect();
    clearTimeout(timer);
    for (const type of TAKING_OVER) window.removeEventListener(type, stop, { capture: true });
  }
  return stop;
}

/**
 * The scroll position of each page. `savedPosition` answers the router's decision for the history
 * entry `key` (the browser's router state); without it (the server's render) nothing waits.
 */
export function PageScroll({ savedPosition }: { savedPosition?: (key: string) => SavedPosition }) {
  const { key, hash } = useLocation();
  // After ScrollRestoration's own effect (a child's layout effects run first): it has scrolled
  // where it could; what it could not reach yet is followed until the page shows it.
  useLayoutEffect(() => {
    if (!savedPosition) return;
    const saved = savedPosition(key);
    const target = scrollTarget(hash, saved);
    if (!target) return;
    // A page the server rendered: the browser has scrolled to a fragment that came with it; one
    // that comes with the page's data in the browser (a shopper's cart) is followed like any other.
    if (saved === false && 'id' in target && document.getElementById(target.id)) return;
    return followScrollTarget(target);
  }, [key, hash, savedPosition]);
  return <ScrollRestoration getKey={byHistoryEntry} />;
}
