import { readCookie, writeCookie } from '@shop/shared/cookies';
import { useState } from 'react';

export type GridStyle = 'big' | 'small';

export function initialGridStyle(): GridStyle {
  return readCookie('gridStyle') === 'small' ? 'small' : 'big';
}

/** The list's grid (big or small cards), kept in a cookie for the next list. */
export function useGridStyle() {
  const [grid, setGrid] = useState<GridStyle>(initialGridStyle);
  const chooseGrid = (next: GridStyle) => {
    setGrid(next);
    writeCookie('gridStyle', next);
  };
  return [grid, chooseGrid] as const;
}
