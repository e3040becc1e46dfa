/**
 * Add equipment (addItems): a product of the catalogue, picked by typing its name, and a number of
 * pieces, rented for a dated block (its `groupId`) or bought. In a dated block the customer rents
 * or buys as the product allows; without one (the order's sale items) only products for sale are
 * offered. Pieces that are not free for the block's dates are refused (9, 11) next to the fields.
 */
import type { AccountOrderDetail, OrderUpdateRequest, Product } from '@shop/shared/contract';
import { formatPrice } from '@shop/shared/format';
import { formatDateTime } from '@shop/shared/rules/prague-time';
import { localeAtom } from '@shop/shared/store';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../i18n/account-i18n';
import type { DatedBlock } from './extend-rental-dialog';
import { OrderChangeDialog } from './order-change-dialog';
import styles from './order-edit.module.css';
import { OrderQuantityField, validQuantity } from './order-quantity-field';
import { ProductCombobox } from './product-combobox';

type Use = 'rent' | 'sale';

export interface AddItemsInputs {
  product: Pick<Product, 'id' | 'kind' | 'isForRent' | 'isForSale'> | null;
  quantity: string;
  use: Use;
}

/** Products the order can take: kits and single products (not configurable kits). */
export function mayAdd(
  product: Pick<Product, 'kind' | 'isForRent' | 'isForSale'>,
  block: DatedBlock | null,
): boolean {
  if (product.kind === 'dynamicProduct') return false;
  return product.isForSale || (block !== null && product.isForRent);
}

/** How a product picked for the block is taken at first: rented where it can be. */
export function defaultUse(
  product: Pick<Product, 'isForRent' | 'isForSale'>,
  block: DatedBlock | null,
): Use {
  return block !== null && product.isForRent ? 'rent' : 'sale';
}

/** Whether a typed number of pieces is one the order takes. */
/** The addItems change the inputs ask for; null while they are incomplete or not allowed. */
export function addItemsChange(
  block: DatedBlock | null,
  inputs: AddItemsInputs,
): Omit<OrderUpdateRequest, 'orderNumber'> | null {
  const { product, use } = inputs;
  if (!product || !mayAdd(product, block) || !validQuantity(inputs.quantity)) return null;
  const item = { productId: product.id, quantity: Number(inputs.quantity) };
  if (use === 'sale') {
    return product.isForSale
      ? { orderAction: 'addItems', items: [{ ...item, isSale: true }] }
      : null;
  }
  if (!block || !product.isForRent) return null;
  return { orderAction: 'addItems', groupId: block.groupId, items: [{ ...item, isSale: false }] };
}

/** Renting or buying a product that can be both, each with its price. */
function ItemUseChoice({
  product,
  use,
  onChange,
}: {
  product: Product;
  use: Use;
  onChange: (use: Use) => void;
}) {
  const { t } = useTranslation(namespace);
  return (
    <fieldset className={styles.choices}>
      <legend>{t('orderEdit.add.use')}</legend>
      {(['rent', 'sale'] as const).map((choice) => (
        <div key={choice} className={styles.choice}>
          <input
            type="radio"
            id={`add-use-${choice}`}
            name="add-use"
            checked={use === choice}
            onChange={() => onChange(choice)}
          />
          <label htmlFor={`add-use-${choice}`}>
            {choice === 'rent'
              ? t('orderEdit.add.rent', { price: formatPrice(product.pricePerDay, 'czk') })
              : t('orderEdit.add.buy', { price: formatPrice(product.price ?? 0, 'czk') })}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/** The number of pieces to add, refused past the order line's limit. */
export function AddItemsDialog({
  order,
  block,
  onClose,
}: {
  order: AccountOrderDetail;
  /** The dated block to rent for; null adds items to buy. */
  block: DatedBlock | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(namespace);
  const locale = useAtomValue(localeAtom);
  const [product, setProduct] = useState<Product | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [use, setUse] = useState<Use>('rent');
  const inputs: AddItemsInputs = { product, quantity, use };
  const both = product !== null && block !== null && product.isForRent && product.isForSale;

  return (
    <OrderChangeDialog
      orderNumber={order.orderNumber}
      totalWithVat={order.totalWithVat}
      title={t(block ? 'orderEdit.add.title' : 'orderEdit.add.titleSale')}
      confirmLabel={t('orderEdit.add.confirm')}
      doneMessage={t('orderEdit.add.done')}
      showAvailability={use === 'rent'}
      change={addItemsChange(block, inputs)}
      onClose={onClose}
    >
      <p className={styles.muted}>
        {block
          ? t('orderEdit.add.forBlock', {
              from: formatDateTime(block.from, locale),
              to: formatDateTime(block.to, locale),
            })
          : t('orderEdit.add.forSale')}
      </p>
      <ProductCombobox
        id="add-product"
        selected={product}
        offered={(candidate) => mayAdd(candidate, block)}
        onSelect={(picked) => {
          setProduct(picked);
          if (picked) setUse(defaultUse(picked, block));
        }}
      />
      {both ? (
        <ItemUseChoice product={product} use={use} onChange={setUse} />
      ) : product && use === 'sale' && block ? (
        <p className={styles.muted}>{t('orderEdit.add.saleOnly')}</p>
      ) : null}
      <OrderQuantityField
        id="add-quantity"
        label={t('orderEdit.add.quantity')}
        value={quantity}
        onChange={setQuantity}
        required
      />
    </OrderChangeDialog>
  );
}
