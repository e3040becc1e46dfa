/**
 * Picking a product of the catalogue by typing its name: a combobox in the ARIA 1.2 pattern, as
 * the header's search box. Typing asks for matching products (once typing pauses); ↓ / ↑ move
 * through them, Enter picks the active one, Esc closes the list and a second Esc clears the text.
 * Products the order cannot take (`offered` says which) are not listed.
 */

import type { Product } from '@shop/shared/contract';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { formatPrice, localized } from '@shop/shared/format';
import { localeAtom } from '@shop/shared/store';
import { FormField } from '@shop/shared/ui/form-field';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import { PRODUCT_SEARCH_MIN_LENGTH, productSearchQuery } from './api/search-products';
import { useSettled } from './order-change-dialog';
import styles from './order-edit.module.css';

/** Typing settles for this long before products are looked up. */
const SEARCH_DELAY_MS = 200;

export function ProductCombobox({
  id,
  selected,
  onSelect,
  offered,
}: {
  id: string;
  selected: Product | null;
  onSelect: (product: Product | null) => void;
  offered: (product: Product) => boolean;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const [text, setText] = useState(selected ? localized(selected, 'name', locale) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const base = useId();
  const listboxId = `${base}-listbox`;
  const optionId = (index: number) => `${base}-option-${index}`;
  const query = text.trim();
  const asked = useSettled(query, SEARCH_DELAY_MS);
  const long = query.length >= PRODUCT_SEARCH_MIN_LENGTH;
  const search = useQuery({
    ...productSearchQuery(asked.value, locale),
    enabled: asked.value.length >= PRODUCT_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
  const searching = long && (!asked.settled || search.isPending || search.isPlaceholderData);
  const products = long && !searching ? (search.data ?? []).filter(offered) : [];
  const expanded = open && long && selected === null;

  // The dialog closes on Esc (its listener runs before the input's): while Esc still has
  // something to do in the box, the window's capture, which runs first, keeps the dialog open.
  const input = useRef<HTMLInputElement>(null);
  const escapeHere = expanded || text !== '';
  useEffect(() => {
    if (!escapeHere) return;
    const keep = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && document.activeElement === input.current) {
        event.preventDefault();
      }
    };
    window.addEventListener('keydown', keep, { capture: true });
    return () => window.removeEventListener('keydown', keep, { capture: true });
  }, [escapeHere]);

  const pick = (product: Product) => {
    setText(localized(product, 'name', locale));
    setOpen(false);
    setActive(-1);
    onSelect(product);
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

  const status = !expanded
    ? ''
    : searching
      ? t('orderEdit.add.searching')
      : search.isError
        ? t('orderEdit.add.searchFailed')
        : products.length > 0
          ? t('orderEdit.add.results', { count: products.length })
          : t('orderEdit.add.noResults');

  return (
    <div className={styles.combobox}>
      <FormField
        id={id}
        label={t('orderEdit.add.product')}
        hint={t('orderEdit.add.productHint', { min: PRODUCT_SEARCH_MIN_LENGTH })}
        required
      >
        {(control) => (
          <input
            {...control}
            ref={input}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            maxLength={FIELD_LIMITS.search}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
              if (selected) onSelect(null);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
          />
        )}
      </FormField>
      <div className={styles.popup} hidden={!expanded}>
        {expanded && status && products.length === 0 ? (
          <p className={styles.muted}>{status}</p>
        ) : null}
        <div id={listboxId} role="listbox" aria-label={t('orderEdit.add.product')}>
          {expanded
            ? products.map((product, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the input's keys choose options (aria-activedescendant)
                <div
                  key={product.id}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  className={`${styles.option} ${index === active ? styles.activeOption : ''}`}
                  // Keep the focus in the input while the pointer picks an option.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(product)}
                  onMouseMove={() => setActive(index)}
                >
                  <span>{localized(product, 'name', locale)}</span>
                  <span className={styles.muted}>
                    {product.isForRent
                      ? t('orderEdit.add.perDay', {
                          price: formatPrice(product.pricePerDay, 'czk'),
                        })
                      : formatPrice(product.price ?? 0, 'czk')}
                  </span>
                </div>
              ))
            : null}
        </div>
      </div>
      <span className="visually-hidden" aria-live="polite">
        {status}
      </span>
    </div>
  );
}
