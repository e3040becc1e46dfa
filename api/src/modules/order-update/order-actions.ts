import type { OrderChangeEntry, OrderUpdateRequest } from '@shop/shared/contract';
import { ORDER_LINE_QUANTITY_MAX } from '@shop/shared/contract';
import { companyRoleAllows } from '@shop/shared/rules/company-roles';
import { parseOrderGroupId } from '@shop/shared/rules/order-editing';
import { priceShippingLeg } from '@shop/shared/rules/shipping';
import type { Database } from '../../db/client';
import { cartProducts, chooseInsurance, legInputs, shippingBranches, toStoredLeg } from '../cart';
import { findCompany } from '../company';
import { customerById, mayReadOrder, type OrderViewer } from '../identity';
import type { OrderItemRow, OrderRow } from '../order';
import { customerSnapshot, insuranceLineNames, type OrderShippingData } from '../order';
import { checkRentalDates, checkShipping, type ShippingProblem } from '../pricing';
import { refuseOrder } from './order-update-failure';
import { isInsuranceLine, periodOfLine } from './reprice-order';

/** An order being changed: working copies of the order and its lines, and what the change did. */
export interface OrderChange {
  tx: Database;
  viewer: OrderViewer;
  request: OrderUpdateRequest;
  now: Date;
  frequentCustomer: boolean;
  order: OrderRow;
  items: OrderItemRow[];
  /** What changed, for the history: data each reader says in its language (rules/order-changes). */
  changes: OrderChangeEntry[];
  /** Lines whose pieces must be free (added, more pieces, other dates) and the code if not. */
  toCheck: { items: Set<OrderItemRow>; code: 9 | 11 | 18 };
  /** Products whose pieces the change gave back (watched favourites may now be free). */
  freed: Set<number>;
  /** Price the shipping legs again at the order's new dates (or new legs). */
  repriceShipping: boolean;
  /** Leave the order's prices as they are (cancelling keeps the record; display settings). */
  keepPrices: boolean;
  /** Nothing to record in the history. */
  silent: boolean;
}

const active = (item: OrderItemRow) => item.canceledAt === null;
const isProductLine = (item: OrderItemRow) => !isInsuranceLine(item);
const dateText = (value: string) => value.replace('T', ' ');

/** The line's names in both languages, as a change names its item. */
const namesOf = (item: OrderItemRow) => ({ name: item.name, nameEn: item.nameEn });

function requireItems(change: OrderChange) {
  const items = change.request.items ?? [];
  if (items.length === 0) refuseOrder(8, 'items_missing');
  return items;
}

/** The order's active product lines named by the request (8 for any that is not one). */
function namedLines(change: OrderChange): OrderItemRow[] {
  return requireItems(change).map((ref) => {
    const line = change.items.find(
      (item) => item.id === ref.id && active(item) && isProductLine(item),
    );
    if (!line) return refuseOrder(8, `item_not_found:${ref.id ?? ''}`);
    return line;
  });
}

function refuseOfferLines(lines: readonly OrderItemRow[]): void {
  const offer = lines.find((line) => line.priceOfferId !== null);
  if (offer) refuseOrder(7, `price_offer:${offer.name}`);
}

function markFreed(change: OrderChange, lines: readonly OrderItemRow[]): void {
  for (const line of lines)
    if (!line.isSale && line.productId !== null) change.freed.add(line.productId);
}

/** The order's rental span from its active rent lines (null without any). */
export function orderPeriodOf(items: readonly OrderItemRow[]): { from: string; to: string } | null {
  const periods = items
    .filter((item) => active(item) && !item.isSale)
    .flatMap((item) => {
      const period = periodOfLine(item);
      return period ? [period] : [];
    });
  if (periods.length === 0) return null;
  // Wall-clock 'YYYY-MM-DDTHH:mm' texts sort as their times.
  const froms = periods.map((p) => p.from).sort();
  const tos = periods.map((p) => p.to).sort();
  return { from: froms[0] ?? '', to: tos[tos.length - 1] ?? '' };
}

/** The new period of a date change: both dates given, valid for the order's shipping (18, 27–30). */
function requirePeriod(
  change: OrderChange,
  movedLines: readonly OrderItemRow[],
): { from: string; to: string } {
  const { dateFrom, dateTo } = change.request;
  if (!dateFrom || !dateTo) return refuseOrder(18, 'date_missing');
  const moved = new Set(movedLines);
  const others = change.items.filter((item) => !moved.has(item));
  const span = orderPeriodOf([
    ...others,
    ...movedLines.map((line) => ({
      ...line,
      rentalFrom: dateText(dateFrom),
      rentalTo: dateText(dateTo),
    })),
  ]) ?? { from: dateFrom, to: dateTo };
  const { pickup, ret } = legInputs(change.order.shipping);
  const problem = checkRentalDates({
    from: dateFrom,
    to: dateTo,
    now: change.now,
    hasCustomer: true,
    offerPeriod: null,
    pickup: span.from === dateFrom ? pickup : null,
    ret: span.to === dateTo ? ret : null,
    frequentCustomer: change.frequentCustomer,
    requireShipping: false,
  });
  if (problem) refuseOrder(18, problem);
  if (pickup && ret) refuseShippingProblem(checkShipping(pickup, ret, span.from, span.to, change));
  return { from: dateFrom, to: dateTo };
}

function refuseShippingProblem(problem: ShippingProblem | null): void {
  if (!problem) return;
  if (problem === 'branch_mismatch') refuseOrder(30, problem);
  if (problem === 'night_safe_not_allowed' || problem === 'branch_required')
    refuseOrder(27, problem);
  if (problem === 'out_of_opening_hours' || problem === 'courier_not_on_business_day') {
    refuseOrder(29, problem);
  }
  refuseOrder(28, problem);
}

function moveLines(
  change: OrderChange,
  lines: readonly OrderItemRow[],
  period: { from: string; to: string },
) {
  for (const line of lines) {
    const before = periodOfLine(line);
    if (before?.from === period.from && before.to === period.to) continue;
    markFreed(change, [line]);
    line.rentalFrom = dateText(period.from);
    line.rentalTo = dateText(period.to);
    change.toCheck.items.add(line);
    change.changes.push({
      kind: 'period-changed',
      ...namesOf(line),
      before: before ?? period,
      after: { from: period.from, to: period.to },
    });
  }
  change.toCheck.code = 18;
  change.repriceShipping = true;
}

// Long: each added line is checked and priced in the order the spec names its refusals.
async function addItems(change: OrderChange): Promise<void> {
  const requested = requireItems(change);
  const ids = requested.map((ref) => ref.productId ?? 0);
  if (ids.some((id) => id === 0)) refuseOrder(8, 'product_missing');
  const found = await cartProducts(change.tx, ids);
  const blocks = change.items.filter(
    (item) => active(item) && !item.isSale && item.productId !== null,
  );
  const groupId = change.request.groupId;
  const target = groupId ? parseOrderGroupId(groupId) : null;
  if (groupId && !target) refuseOrder(6, groupId);
  const block =
    target ??
    blocks
      .map(periodOfLine)
      .filter((period) => period !== null)
      .sort((a, b) => a.from.localeCompare(b.from))[0] ??
    null;
  if (
    target &&
    !blocks.some((item) => {
      const period = periodOfLine(item);
      return period?.from === target.from && period.to === target.to;
    })
  ) {
    refuseOrder(6, groupId ?? null);
  }
  for (const ref of requested) {
    const product = found.get(ref.productId ?? 0);
    const isSale = ref.isSale ?? false;
    const quantity = ref.quantity ?? 1;
    if (!product || !['product', 'bundle'].includes(product.kind)) {
      return refuseOrder(9, `product_not_found:${ref.productId ?? ''}`);
    }
    if (isSale ? !product.isForSale || product.salePrice === null : !product.isForRent) {
      return refuseOrder(9, isSale ? 'item_not_for_sale' : 'item_not_for_rent');
    }
    if (!isSale && !block) return refuseOrder(9, 'no_rental_period');
    const period = isSale ? null : block;
    const same = change.items.find(
      (item) =>
        active(item) &&
        item.productId === product.id &&
        item.isSale === isSale &&
        item.priceOfferId === null &&
        periodOfLine(item)?.from === period?.from &&
        periodOfLine(item)?.to === period?.to,
    );
    if (same) {
      same.quantity += quantity;
      if (same.quantity > ORDER_LINE_QUANTITY_MAX) refuseOrder(11, product.name);
      change.toCheck.items.add(same);
    } else {
      const line: OrderItemRow = {
        id: 0,
        orderId: change.order.id,
        charge: null,
        position: 0,
        productId: product.id,
        name: product.name,
        nameEn: product.nameEn,
        quantity,
        isSale,
        days: null,
        unitPrice: isSale ? (product.salePrice ?? 0) : product.pricePerDay,
        total: 0,
        contents: null,
        rentalFrom: period ? dateText(period.from) : null,
        rentalTo: period ? dateText(period.to) : null,
        priceOfferId: null,
        sentAt: null,
        canceledAt: null,
      };
      change.items.push(line);
      change.toCheck.items.add(line);
    }
    change.changes.push({
      kind: 'item-added',
      name: product.name,
      nameEn: product.nameEn,
      quantity,
      isSale,
      from: period?.from ?? null,
      to: period?.to ?? null,
    });
  }
  change.toCheck.code = 9;
}

function editRentalItems(change: OrderChange): void {
  const lines = namedLines(change);
  refuseOfferLines(lines);
  for (const [index, ref] of requireItems(change).entries()) {
    const line = lines[index];
    if (!line || line.isSale) refuseOrder(8, `item_not_found:${ref.id ?? ''}`);
    if (ref.quantity === undefined) refuseOrder(8, `quantity_missing:${ref.id ?? ''}`);
    if (ref.quantity === line.quantity) continue;
    change.changes.push({
      kind: 'quantity-changed',
      ...namesOf(line),
      from: line.quantity,
      to: ref.quantity,
    });
    if (ref.quantity > line.quantity) change.toCheck.items.add(line);
    else markFreed(change, [line]);
    line.quantity = ref.quantity;
  }
  change.toCheck.code = 11;
}

function cancelLines(change: OrderChange, lines: readonly OrderItemRow[]): void {
  const sent = lines.find((line) => line.sentAt !== null);
  if (sent) refuseOrder(16, sent.name);
  for (const line of lines) {
    line.canceledAt = change.now;
    change.changes.push({ kind: 'item-canceled', ...namesOf(line), quantity: line.quantity });
  }
  markFreed(change, lines);
  // Nothing left of the order: it is cancelled as a whole.
  if (!change.items.some((item) => active(item) && isProductLine(item))) {
    change.order.status = 'CANCELED';
    change.changes.push({ kind: 'order-canceled' });
  }
}

function cancelOrder(change: OrderChange): void {
  const lines = change.items.filter((item) => active(item) && isProductLine(item));
  const sent = lines.find((line) => line.sentAt !== null);
  if (sent) refuseOrder(15, sent.name);
  markFreed(change, lines);
  change.order.status = 'CANCELED';
  change.changes.push({ kind: 'order-canceled' });
  change.keepPrices = true;
}

function editGroupDate(change: OrderChange): void {
  const groupId = change.request.groupId;
  if (!groupId) refuseOrder(5);
  const block = parseOrderGroupId(groupId);
  const lines = block
    ? change.items.filter((item) => {
        const period = periodOfLine(item);
        return (
          active(item) && !item.isSale && period?.from === block.from && period.to === block.to
        );
      })
    : [];
  if (lines.length === 0) refuseOrder(6, groupId);
  refuseOfferLines(lines);
  moveLines(change, lines, requirePeriod(change, lines));
}

function editItemsDate(change: OrderChange): void {
  const lines = namedLines(change);
  if (lines.some((line) => line.isSale)) refuseOrder(8, 'sale_item_has_no_dates');
  refuseOfferLines(lines);
  moveLines(change, lines, requirePeriod(change, lines));
}

/** Refuses a billing change that takes the order out of the caller's reach, unless forced (33). */
function guardAccessAfterBilling(change: OrderChange, companyId: number | null): void {
  const after = {
    orderId: change.order.id,
    customerId: change.order.customerId,
    companyId,
    placedInPerson: change.order.placedInPerson,
  };
  if (!mayReadOrder(change.viewer, after) && change.request.force !== true) refuseOrder(33);
}

async function editBillingCustomer(change: OrderChange): Promise<void> {
  const id = change.request.billingCustomerId;
  if (id === undefined) return refuseOrder(21);
  const roles = change.viewer.companyRoles.get(id) ?? [];
  if (!companyRoleAllows(roles, 'edit-orders')) return refuseOrder(25, String(id));
  const company = await findCompany(change.tx, id);
  if (!company) return refuseOrder(25, String(id));
  guardAccessAfterBilling(change, company.id);
  Object.assign(change.order, {
    companyId: company.id,
    customerName: company.name,
    customerStreet: company.street,
    customerCity: company.city,
    customerZipCode: company.zipCode,
    customerCountry: company.country,
    customerTaxRegNo: company.taxRegNo,
    customerVatRegNo: company.vatRegNo,
  });
  change.changes.push({ kind: 'billing-changed', name: company.name, taxRegNo: company.taxRegNo });
  change.keepPrices = true;
}

async function unsetBillingCustomer(change: OrderChange): Promise<void> {
  guardAccessAfterBilling(change, null);
  const customer =
    change.order.customerId === null
      ? undefined
      : await customerById(change.tx, change.order.customerId);
  const snapshot = customerSnapshot(
    {
      email: customer?.email ?? change.order.customerEmail,
      phone: customer?.phone ?? change.order.customerPhone,
      firstname: customer?.firstname ?? null,
      lastname: customer?.lastname ?? null,
      address: customer?.address ?? null,
      bornDate: null,
      register: false,
    },
    null,
    change.order.customerEmail,
  );
  Object.assign(change.order, { companyId: null, ...snapshot });
  change.changes.push({
    kind: 'billing-changed',
    name: snapshot.customerName,
    taxRegNo: null,
  });
  change.keepPrices = true;
}

function editOrderData(change: OrderChange): void {
  const clean = (value: string | null | undefined) =>
    value === undefined ? undefined : value?.trim() || null;
  const projectName = clean(change.request.projectName);
  const note = clean(change.request.note);
  if (projectName !== undefined && projectName !== change.order.projectName) {
    change.changes.push({
      kind: 'project-name-changed',
      before: change.order.projectName,
      after: projectName,
    });
    change.order.projectName = projectName;
  }
  if (note !== undefined && note !== change.order.note) {
    change.changes.push({ kind: 'note-changed' });
    change.order.note = note;
  }
  change.keepPrices = true;
}

function setInsuranceLine(change: OrderChange): void {
  const insurance = change.order.insurance;
  const line = change.items.find(isInsuranceLine);
  if (!insurance) {
    if (line) line.canceledAt = change.now;
    return;
  }
  const names = insuranceLineNames(insurance.id, insurance.student);
  if (line) {
    Object.assign(line, names, { canceledAt: null });
    return;
  }
  change.items.push({
    id: 0,
    orderId: change.order.id,
    charge: null,
    position: 0,
    productId: null,
    ...names,
    quantity: 1,
    isSale: false,
    days: null,
    unitPrice: 0,
    total: 0,
    contents: null,
    rentalFrom: null,
    rentalTo: null,
    priceOfferId: null,
    sentAt: null,
    canceledAt: null,
  });
}

const basicInsurance = (): OrderChangeEntry => ({
  kind: 'insurance-changed',
  insurance: 'basic',
  countries: [],
});

function addInsurance(change: OrderChange): void {
  const update = change.request.insurance;
  if (!update) refuseOrder(22);
  const chosen = chooseInsurance(update);
  if ('refused' in chosen) refuseOrder(23, chosen.refused);
  if (chosen.insurance && chosen.insurance.countries.length === 0) {
    refuseOrder(23, 'insurance_countries_missing');
  }
  if (!change.items.some((item) => active(item) && !item.isSale && item.productId !== null)) {
    refuseOrder(24, 'nothing_to_insure');
  }
  change.order.insurance = chosen.insurance;
  setInsuranceLine(change);
  change.changes.push(
    chosen.insurance
      ? {
          kind: 'insurance-changed',
          insurance: chosen.insurance.id,
          countries: [...chosen.insurance.countries],
        }
      : basicInsurance(),
  );
}

function unsetInsurance(change: OrderChange): void {
  change.order.insurance = null;
  setInsuranceLine(change);
  change.changes.push(basicInsurance());
}

async function updateShipping(change: OrderChange): Promise<void> {
  const requested = change.request.shipping;
  if (!requested) return refuseOrder(27, 'shipping_missing');
  const period = orderPeriodOf(change.items);
  if (!period) return refuseOrder(29, 'date_missing');
  const stored = { pickup: toStoredLeg(requested.pickup), return: toStoredLeg(requested.return) };
  const { pickup, ret } = legInputs(stored);
  if (!pickup || !ret) return refuseOrder(27, 'shipping_missing');
  refuseShippingProblem(checkShipping(pickup, ret, period.from, period.to, change));
  const branchIds = [stored.pickup.branchId, stored.return.branchId].filter(
    (id): id is number => id !== null,
  );
  const branches = await shippingBranches(change.tx, branchIds);
  for (const leg of [stored.pickup, stored.return]) {
    if (leg.branchId === null) continue;
    const branch = branches.get(leg.branchId);
    if (!branch) refuseOrder(27, 'branch_required');
    if (leg.type === 'night_safe' && !branch?.nightSafe) refuseOrder(27, 'night_safe_not_allowed');
  }
  const shipping: OrderShippingData = {
    pickup: { ...stored.pickup, price: 0, expressFee: 0 },
    return: { ...stored.return, price: 0, expressFee: 0 },
  };
  change.order.shipping = shipping;
  change.repriceShipping = true;
  change.changes.push({
    kind: 'shipping-changed',
    pickup: stored.pickup.type,
    return: stored.return.type,
  });
}

/** Prices the order's shipping legs at its (new) dates; returns the legs' prices. */
export function priceOrderShipping(change: OrderChange): void {
  const shipping = change.order.shipping as OrderShippingData | null;
  const period = orderPeriodOf(change.items);
  if (!shipping || !period) return;
  const pickup = priceShippingLeg(shipping.pickup.type, period.from, change.now);
  const ret = priceShippingLeg(shipping.return.type, period.to, change.now);
  const priced: OrderShippingData = {
    pickup: { ...shipping.pickup, ...pickup },
    return: { ...shipping.return, ...ret },
  };
  change.order.shipping = priced;
}

/** Applies the request's action to the working copies (or refuses with its code). */
export async function applyOrderAction(change: OrderChange): Promise<void> {
  switch (change.request.orderAction) {
    case 'addItems':
      return addItems(change);
    case 'editRentalItems':
      return editRentalItems(change);
    case 'cancelOrder':
      return cancelOrder(change);
    case 'cancelItems':
      return cancelLines(change, namedLines(change));
    case 'cancelSales': {
      const sales = change.items.filter((item) => active(item) && item.isSale);
      if (sales.length === 0) return refuseOrder(8, 'no_sale_items');
      return cancelLines(change, sales);
    }
    case 'editGroupDate':
      return editGroupDate(change);
    case 'editItemsDate':
      return editItemsDate(change);
    case 'editBillingCustomer':
      return editBillingCustomer(change);
    case 'unsetBillingCustomer':
      return unsetBillingCustomer(change);
    case 'editOrderData':
      return editOrderData(change);
    case 'addInsurance':
      return addInsurance(change);
    case 'unsetInsurance':
      return unsetInsurance(change);
    case 'updateShipping':
      return updateShipping(change);
    case 'groupByCategoryGroups': {
      if (change.request.value === undefined) return refuseOrder(32, 'value_missing');
      change.order.groupByCategoryGroups = change.request.value;
      change.keepPrices = true;
      change.silent = true;
      return;
    }
    case 'listShippingOptions':
      change.keepPrices = true;
      change.silent = true;
      return;
    default:
      return refuseOrder(32, change.request.orderAction ?? null);
  }
}
