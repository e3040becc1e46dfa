import type {
  Cart,
  CartCurrencyPrice,
  CartItem,
  CartLine,
  CartLineContent,
  CartShipping,
  CurrencyCode,
  ShippingSelection,
} from '@shop/shared/contract';
import { priceShippingLeg } from '@shop/shared/rules/shipping';
import type { Database } from '../../db/client';
import type { CartShippingLegData } from '../../db/schema';
import { productImagePath } from '../../lib/paths';
import { loadCurrencyRates } from '../currency';
import { type CartTotals, configuredUnitPrice, type PricedLine, priceCart } from '../pricing';
import type { CartItemRef } from './cart-items';
import {
  type CartState,
  isFrequentCustomer,
  legInputs,
  periodOf,
  plannedDatesOf,
  pricedPeriodOf,
} from './cart-state';
import { countOptions } from './dynamic-configuration';
import type { ProductReader } from './product-reader';
import {
  type CartProduct,
  type ContentRow,
  findBundleContents,
  findOrderSummary,
  findProducts,
  findVoucherById,
  listPriceOfferItems,
} from './reference-repository';

/** A cart line before pricing. */
interface LineDraft {
  key: string;
  line: Omit<CartLine, 'unitPrice' | 'days' | 'total' | 'currencies'>;
  price: number;
  fixedTotal: number | null;
}

const toContent = (row: ContentRow): CartLineContent => ({
  productId: row.productId,
  name: row.name,
  translations: { en: { name: row.nameEn } },
  quantity: row.quantity,
});

function itemDraft(
  item: CartItemRef,
  index: number,
  products: Map<number, CartProduct>,
  bundles: Map<number, ContentRow[]>,
): LineDraft | null {
  const product = products.get(item.productId);
  if (!product) return null;
  const options = [...countOptions(item.type === 'dynamicProduct' ? item.configuration : null)];
  const priceOf = (p: CartProduct | undefined) =>
    (item.isSale ? p?.salePrice : p?.pricePerDay) ?? 0;
  const unitPrice = configuredUnitPrice(
    priceOf(product),
    options.map(([id, pieces]) => ({ price: priceOf(products.get(id)), pieces })),
  );
  const contents =
    item.type === 'bundle'
      ? (bundles.get(item.productId) ?? []).map(toContent)
      : options.flatMap(([id, quantity]) => {
          const option = products.get(id);
          return option ? [toContent({ ...option, productId: id, quantity })] : [];
        });
  return {
    key: `item:${index}`,
    price: unitPrice,
    fixedTotal: null,
    line: {
      id: item.productId,
      type: item.type,
      quantity: item.quantity,
      isSale: item.isSale,
      name: product.name,
      slug: product.slug,
      translations: { en: { name: product.nameEn, slug: product.slugEn } },
      image: productImagePath(item.productId),
      categoryGroup: {
        id: product.group.id,
        name: product.group.name,
        translations: { en: { name: product.group.nameEn } },
      },
      contents,
      dynamicProductConfiguration: item.type === 'dynamicProduct' ? item.configuration : null,
    },
  };
}

function withPrice(draft: LineDraft, priced: PricedLine | undefined, offer: boolean): CartLine {
  const zero = { unitPrice: 0, total: 0 };
  return {
    ...draft.line,
    unitPrice: priced?.unitPrice ?? 0,
    days: offer ? null : (priced?.days ?? null),
    total: priced?.total ?? 0,
    currencies: priced?.currencies ?? { czk: zero, eur: zero, usd: zero },
  };
}

function currencyPrice(totals: CartTotals): CartCurrencyPrice {
  return {
    price: totals.price,
    vat: totals.vat,
    shippingPrice: totals.shippingPrice,
    expressFee: totals.expressFee,
    voucherDiscount: totals.voucherDiscount,
    insurancePrice: totals.insurancePrice,
    totalWithVat: totals.totalWithVat,
  };
}

function shippingOf(state: CartState, now: Date): CartShipping {
  const { shipping } = state.row;
  const period = periodOf(state.row);
  const selection = (leg: CartShippingLegData, at: string | undefined): ShippingSelection => ({
    type: leg.type,
    branchId: leg.branchId,
    window: leg.window,
    ...(at ? priceShippingLeg(leg.type, at, now) : { price: 0, expressFee: 0 }),
  });
  return {
    selected: {
      pickup: shipping ? selection(shipping.pickup, period?.from) : null,
      return: shipping ? selection(shipping.return, period?.to) : null,
    },
    pickupAddress: shipping?.pickup.address ?? null,
    returnAddress: shipping?.return.address ?? null,
  };
}

/**
 * The cart as the client sees it: items, priced lines with contents, choices and totals.
 * Long: the cart answer is assembled field by field from one priced state.
 */
export async function buildCart(
  db: Database,
  state: CartState,
  now = new Date(),
  /** How the products are read (an update passes the reader it has read them with). */
  readProducts: ProductReader = findProducts,
): Promise<Cart> {
  const { row, items, offer } = state;
  const optionIds = items.flatMap((item) => [...countOptions(item.configuration).keys()]);
  const bundleIds = items.filter((item) => item.type === 'bundle').map((item) => item.productId);
  const [products, bundles, offerItems, voucher, rates, order] = await Promise.all([
    readProducts(db, [...items.map((item) => item.productId), ...optionIds]),
    findBundleContents(db, bundleIds),
    offer ? listPriceOfferItems(db, offer.id) : [],
    row.voucherId === null ? undefined : findVoucherById(db, row.voucherId),
    loadCurrencyRates(db),
    row.orderId === null ? undefined : findOrderSummary(db, row.orderId),
  ]);

  const drafts: LineDraft[] = [];
  if (offer) {
    drafts.push({
      key: 'offer',
      price: offer.totalPrice,
      fixedTotal: offer.totalPrice,
      line: {
        id: offer.id,
        type: 'priceOffer',
        quantity: 1,
        isSale: false,
        name: offer.name,
        slug: '',
        translations: { en: { name: offer.nameEn, slug: '' } },
        image: offerItems[0] ? productImagePath(offerItems[0].productId) : '',
        categoryGroup: null,
        contents: offerItems.map(toContent),
        dynamicProductConfiguration: null,
      },
    });
  }
  items.forEach((item, index) => {
    const draft = itemDraft(item, index, products, bundles);
    if (draft) drafts.push(draft);
  });
  const rentDrafts = drafts.filter((draft) => !draft.line.isSale);
  const saleDrafts = drafts.filter((draft) => draft.line.isSale);

  const period = pricedPeriodOf(row);
  const priced = priceCart({
    rent: rentDrafts.map((d) => ({
      key: d.key,
      pricePerDay: d.price,
      quantity: d.line.quantity,
      fixedTotal: d.fixedTotal,
    })),
    sale: saleDrafts.map((d) => ({ key: d.key, price: d.price, quantity: d.line.quantity })),
    period,
    shipping: legInputs(row.shipping),
    insurance: { group: row.insurance?.id ?? null, student: row.insurance?.student ?? false },
    voucher: voucher ? { type: voucher.type, value: voucher.value } : null,
    rates,
    now,
  });
  const pricedByKey = new Map([...priced.rent, ...priced.sale].map((line) => [line.key, line]));
  const cartItems: CartItem[] = drafts.map((d) => ({
    id: d.line.id,
    type: d.line.type,
    quantity: d.line.quantity,
    isSale: d.line.isSale,
    dynamicProductConfiguration: d.line.dynamicProductConfiguration,
  }));
  const { totals } = priced;
  const currencies = Object.fromEntries(
    Object.entries(priced.currencies).map(([code, value]) => [code, currencyPrice(value)]),
  ) as Record<CurrencyCode, CartCurrencyPrice>;
  const link = state.customerLink;

  return {
    cartCode: row.code,
    items: cartItems,
    rent: rentDrafts.map((d) => withPrice(d, pricedByKey.get(d.key), d.key === 'offer')),
    sale: saleDrafts.map((d) => withPrice(d, pricedByKey.get(d.key), false)),
    customer:
      row.customer || link
        ? {
            customerKey: link?.customerKey ?? null,
            email: row.customer?.email ?? null,
            phone: row.customer?.phone ?? null,
            firstname: row.customer?.firstname ?? null,
            lastname: row.customer?.lastname ?? null,
            address: row.customer?.address ?? null,
            bornDate: row.customer?.bornDate ?? null,
            register: row.customer?.register ?? false,
            frequentCustomer: isFrequentCustomer(state),
          }
        : null,
    date: { from: row.dateFrom, to: row.dateTo },
    plannedDates: plannedDatesOf(row),
    shootingDays: priced.shootingDays,
    shipping: shippingOf(state, now),
    hasBillingCustomer: row.billing !== null,
    billingCustomer: row.billing,
    insurance: {
      possible: rentDrafts.length > 0,
      selected: row.insurance,
      price: totals.insurancePrice,
    },
    voucher: voucher ? { voucherCode: voucher.code, discount: totals.voucherDiscount } : null,
    additional: row.additional,
    groupByCategoryGroups: row.groupByCategoryGroups,
    priceOffer: offer ? { id: offer.id, from: offer.dateFrom, to: offer.dateTo } : null,
    order: order ? { ...order, paymentUrl: null } : null,
    itemCount: drafts.reduce((sum, d) => sum + d.line.quantity, 0),
    price: {
      price: totals.price,
      vat: totals.vat,
      shippingPrice: totals.shippingPrice,
      expressFee: totals.expressFee,
      voucherDiscount: totals.voucherDiscount,
      insurancePrice: totals.insurancePrice,
      rentTotal: totals.rentTotal,
      saleTotal: totals.saleTotal,
      totalWithVat: totals.totalWithVat,
      currencies,
    },
  };
}
