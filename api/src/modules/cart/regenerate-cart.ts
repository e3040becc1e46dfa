import type { Cart, CartRegenerateRequest } from '@shop/shared/contract';
import { CART_ITEM_QUANTITY_MAX } from '@shop/shared/contract';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import { isWellFormedCode, randomCode } from '../../lib/random-code';
import { buildCart } from './build-cart';
import { addItems, type CartItemRef } from './cart-items';
import { loadCartState } from './cart-state';
import { CART_NOT_FOUND } from './checkout';
import { choiceFromOptions, isValidChoice } from './dynamic-configuration';
import { findOrderProductLines, findProducts, type OrderKey } from './reference-repository';
import {
  type CartPatch,
  findCartByCode,
  insertCart,
  listCartItems,
  replaceCartItems,
} from './repository';

/** The lines of an order that can still go into a cart (products that exist, rent or sale). */
async function itemsOfOrder(db: Database, key: OrderKey): Promise<CartItemRef[]> {
  const lines = await findOrderProductLines(db, key);
  // A wrong code and someone else's order are answered as unknown.
  if (!lines) throw notFound('Order not found');
  const products = await findProducts(
    db,
    lines.map((line) => line.productId),
  );
  const items = lines.flatMap((line): CartItemRef[] => {
    const product = products.get(line.productId);
    if (!product || line.quantity < 1) return [];
    if (line.isSale ? !product.isForSale : !product.isForRent) return [];
    const configuration =
      product.kind === 'dynamicProduct'
        ? choiceFromOptions(product.configuration, line.contents ?? [])
        : null;
    if (product.kind === 'dynamicProduct' && !isValidChoice(product.configuration, configuration)) {
      return [];
    }
    return [
      {
        productId: line.productId,
        type: product.kind,
        quantity: line.quantity,
        isSale: line.isSale,
        configuration,
      },
    ];
  });
  return addItems([], items).map((item) => ({
    ...item,
    quantity: Math.min(item.quantity, CART_ITEM_QUANTITY_MAX),
  }));
}

/**
 * POST /cart/regenerate: a new cart with the items (and price offer) of the cart `cartCode`, or
 * with the products of the order `orderNumber` — with its estimate `code`, or for the signed-in
 * customer who placed it (`customerId`); 400 without either, 404 for an unknown one or a wrong key.
 */
export async function regenerateCart(
  db: Database,
  request: CartRegenerateRequest,
  customerId: number | null,
): Promise<Cart> {
  let items: CartItemRef[];
  let patch: CartPatch = {};
  if (request.cartCode !== undefined) {
    const source = isWellFormedCode(request.cartCode)
      ? await findCartByCode(db, request.cartCode)
      : undefined;
    if (!source) throw notFound(CART_NOT_FOUND);
    items = await listCartItems(db, source.id);
    if (source.priceOfferId !== null) {
      patch = {
        priceOfferId: source.priceOfferId,
        dateFrom: source.dateFrom,
        dateTo: source.dateTo,
      };
    }
  } else if (request.orderNumber !== undefined) {
    items = await itemsOfOrder(db, {
      orderNumber: request.orderNumber,
      estimateCode: request.code,
      customerId,
    });
  } else {
    throw badRequest('cartCode or orderNumber is required');
  }
  const row = await db.transaction(async (tx) => {
    const created = await insertCart(tx, { code: randomCode(), ...patch });
    await replaceCartItems(tx, created.id, items);
    return created;
  });
  return buildCart(db, await loadCartState(db, row, customerId));
}
