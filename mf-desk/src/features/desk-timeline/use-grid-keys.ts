/**
 * Moving through a grid of cells with the arrow keys, Home and End: one cell of the grid is in the
 * tab order at a time (a roving tab stop), the arrows move the focus, and the cell focused last
 * keeps the tab stop.
 */
import type { KeyboardEvent } from 'react';

const MOVES: Record<string, [number, number]> = {
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
};

/** The key handler of a grid whose focusable cells carry `data-row` and `data-col`. */
export function gridKeys(event: KeyboardEvent<HTMLElement>): void {
  const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-col]');
  if (!cell) return;
  const row = Number(cell.dataset.row);
  const col = Number(cell.dataset.col);
  let next: [number, number] | undefined = MOVES[event.key]
    ? [row + (MOVES[event.key]?.[0] ?? 0), col + (MOVES[event.key]?.[1] ?? 0)]
    : undefined;
  if (event.key === 'Home') next = [row, 0];
  if (event.key === 'End') next = [row, Number.MAX_SAFE_INTEGER];
  if (!next) return;
  const grid = event.currentTarget;
  const cells = [...grid.querySelectorAll<HTMLElement>(`[data-row="${next[0]}"]`)];
  const target =
    next[1] === Number.MAX_SAFE_INTEGER
      ? cells.at(-1)
      : cells.find((candidate) => Number(candidate.dataset.col) === next?.[1]);
  if (!target) return;
  event.preventDefault();
  for (const other of grid.querySelectorAll<HTMLElement>('[tabindex="0"]')) other.tabIndex = -1;
  target.tabIndex = 0;
  target.focus();
}
