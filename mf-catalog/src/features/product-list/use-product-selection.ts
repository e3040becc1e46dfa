import type { Product } from '@shop/shared/contract';
import { useState } from 'react';

/** The products the shopper picks from a list to share as one link. */
export function useProductSelection() {
  const [selected, setSelected] = useState<Product[]>([]);
  const toggle = (product: Product) =>
    setSelected((picked) =>
      picked.some((item) => item.id === product.id)
        ? picked.filter((item) => item.id !== product.id)
        : [...picked, product],
    );
  const isSelected = (product: Product) => selected.some((item) => item.id === product.id);
  const clear = () => setSelected([]);
  return { selected, toggle, isSelected, clear };
}
