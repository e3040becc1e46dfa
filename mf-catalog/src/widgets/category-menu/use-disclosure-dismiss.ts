import { type RefObject, useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Closes an open disclosure: on a new page (the browser's back button too) and, while open, on a
 * click or tap outside `root`, focus moving outside it, or Esc (which puts focus back on `button`).
 */
export function useDisclosureDismiss(
  open: boolean,
  close: () => void,
  root: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
) {
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new path
  useEffect(() => close(), [pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close only sets the state to closed
  useEffect(() => {
    const element = root.current;
    if (!open || !element) return;
    const outside = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) close();
    };
    const focusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !element.contains(next)) close();
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    element.addEventListener('focusout', focusOut);
    element.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      element.removeEventListener('focusout', focusOut);
      element.removeEventListener('keydown', onEscape);
    };
  }, [open]);
}
