/**
 * Picking a product of the catalogue by typing its name: a combobox in the ARIA 1.2 pattern, as
 * the header's search box. Typing asks for matching products (once typing pauses); ↓ / ↑ move
 * through them, Enter picks the active one, Esc closes the list and a second Esc clears the text.
 * Products the order cannot take (`offered` says which) are not listed.
 */

import type { Product } from '@shop/shared/contract';
import { FIELD_LIMITS } from '@shop/shared/contract/field-limits';
import { FormField } from '@shop/shared/ui/form-field';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import { PRODUCT_SEARCH_MIN_LENGTH } from './api/search-products';
import styles from './order-edit.module.css';
import { ProductOptions } from './product-options';
import { useProductCombobox } from './use-product-combobox';

/** What the open list says of the search: looking, failed, how many found, none. */
function useSearchStatus(
  expanded: boolean,
  search: { searching: boolean; failed: boolean; products: readonly Product[] },
): string {
  const { t } = useTranslation(namespace);
  if (!expanded) return '';
  if (search.searching) return t('orderEdit.add.searching');
  if (search.failed) return t('orderEdit.add.searchFailed');
  if (search.products.length > 0) {
    return t('orderEdit.add.results', { count: search.products.length });
  }
  return t('orderEdit.add.noResults');
}

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
  const box = useProductCombobox({ selected, onSelect, offered });
  const { expanded, active, search } = box;
  const base = useId();
  const listboxId = `${base}-listbox`;
  const optionId = (index: number) => `${base}-option-${index}`;
  const status = useSearchStatus(expanded, search);

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
            ref={box.input}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            maxLength={FIELD_LIMITS.search}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            value={box.text}
            onChange={(event) => box.type(event.target.value)}
            onFocus={() => box.setOpen(true)}
            onBlur={() => box.setOpen(false)}
            onKeyDown={box.onKeyDown}
          />
        )}
      </FormField>
      <div className={styles.popup} hidden={!expanded}>
        {expanded && status && search.products.length === 0 ? (
          <p className={styles.muted}>{status}</p>
        ) : null}
        <ProductOptions
          listboxId={listboxId}
          optionId={optionId}
          products={expanded ? search.products : []}
          active={active}
          onActivate={box.setActive}
          onPick={box.pick}
        />
      </div>
      <span className="visually-hidden" aria-live="polite">
        {status}
      </span>
    </div>
  );
}
