import { type RefObject, useEffect } from 'react';

/**
 * The dialog closes on Esc (its listener runs before the input's): while Esc still has
 * something to do in the box (`escapeHere`), the window's capture, which runs first, keeps the
 * dialog open when the key is pressed in `input`.
 */
export function useEscapeKeptInInput(
  input: RefObject<HTMLInputElement | null>,
  escapeHere: boolean,
) {
  useEffect(() => {
    if (!escapeHere) return;
    const keep = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && document.activeElement === input.current) {
        event.preventDefault();
      }
    };
    window.addEventListener('keydown', keep, { capture: true });
    return () => window.removeEventListener('keydown', keep, { capture: true });
  }, [escapeHere, input]);
}
