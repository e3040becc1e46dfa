import type { Product } from '@shop/shared/contract';
import { localized } from '@shop/shared/format';
import { localeAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useEscapeKeptInInput } from './use-escape-kept-in-input';
import { useProductSearch } from './use-product-search';

/**
 * The state of the product combobox: the typed text, whether the list is open, the active
 * option, the products found, and the keys: ↓ / ↑ move through them, Enter picks the active
 * one, Esc closes the list and a second Esc clears the text.
 */
export function useProductCombobox({
  selected,
  onSelect,
  offered,
}: {
  selected: Product | null;
  onSelect: (product: Product | null) => void;
  offered: (product: Product) => boolean;
}) {
  const locale = useAtomValue(localeAtom);
  const [text, setText] = useState(selected ? localized(selected, 'name', locale) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useProductSearch(text, offered);
  const { products } = search;
  const expanded = open && search.long && selected === null;
  const input = useRef<HTMLInputElement>(null);
  useEscapeKeptInInput(input, expanded || text !== '');

  const pick = (product: Product) => {
    setText(localized(product, 'name', locale));
    setOpen(false);
    setActive(-1);
    onSelect(product);
  };

  const type = (value: string) => {
    setText(value);
    setOpen(true);
    setActive(-1);
    if (selected) onSelect(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (products.length > 0) setActive((index) => (index + 1) % products.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (products.length > 0) {
          setActive((index) => (index <= 0 ? products.length - 1 : index - 1));
        }
        break;
      case 'Enter': {
        // Enter picks a product; it never submits the dialog from the search box.
        event.preventDefault();
        const product = expanded ? products[active] : undefined;
        if (product) pick(product);
        break;
      }
      case 'Escape':
        // The first Esc closes the list, the next clears the text, the one after the dialog.
        if (expanded) {
          setOpen(false);
          setActive(-1);
        } else if (text) {
          setText('');
          onSelect(null);
        }
        break;
      default:
    }
  };

  return { input, text, setOpen, active, setActive, expanded, search, pick, type, onKeyDown };
}
