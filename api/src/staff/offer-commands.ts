import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import {
  isLocalDate,
  isLocalDateTime,
  toPragueDate,
  toPragueWallClock,
} from '@shop/shared/rules/prague-time';
import type { Database } from '../db/client';
import { randomCode } from '../lib/random-code';
import { vatOf } from '../modules/currency';
import {
  createPriceOffer,
  isOfferExpired,
  newestPriceOffers,
  offerProduct,
  type PriceOfferRow,
  priceOfferUrl,
} from '../modules/price-offer';
import { StaffError } from './staff-error';

// The staff tool's price offers (npm run staff -- offer-create | offer-list): a quote with fixed
// items, dates and price, which the customer adds to a cart with its number and password.

/** What staff give for a new offer, as typed on the command line. */
export interface OfferInput {
  name?: string;
  nameEn?: string;
  from?: string;
  to?: string;
  price?: string;
  password?: string;
  validTo?: string;
  items?: readonly string[];
}

export interface CreatedOffer {
  id: number;
  code: string;
  /** The password as given, or the one made up when none was given. */
  password: string;
  passwordGenerated: boolean;
  totalPrice: number;
  validTo: string;
  items: Array<{ productId: number; name: string; quantity: number }>;
}

const MAX_NAME = 200;
/** A staff-chosen password guards an offer anyone can find by its number: at least 10 characters. */
const MIN_PASSWORD = 10;

function usage(message: string): never {
  throw new StaffError(message, 2);
}

function requiredName(value: string | undefined, flag: string): string {
  const name = value?.trim() ?? '';
  if (!name || name.length > MAX_NAME)
    usage(`${flag} is required (at most ${MAX_NAME} characters)`);
  return name;
}

/** A password a customer can type from an e-mail or a phone call: 10 letters and digits. */
function madeUpPassword(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/** `<productId|slug>:<quantity>` → the reference and the quantity; the same product adds up. */
function parseItems(items: readonly string[]): Map<string, number> {
  if (items.length === 0) usage('at least one --item <productId|slug>:<quantity> is required');
  const parsed = new Map<string, number>();
  for (const item of items) {
    const match = /^([A-Za-z0-9-]{1,200}):(\d{1,3})$/.exec(item.trim());
    const quantity = Number(match?.[2]);
    if (!match?.[1] || quantity < 1) {
      usage(`--item ${item}: write <productId|slug>:<quantity>, a quantity of 1 to 999`);
    }
    parsed.set(match[1], (parsed.get(match[1]) ?? 0) + quantity);
  }
  return parsed;
}

/** Checks what staff typed; a wrong value is wrong usage (exit 2), a past date a refusal (1). */
function checkInput(input: OfferInput, now: Date) {
  const name = requiredName(input.name, '--name');
  const nameEn = requiredName(input.nameEn, '--name-en');
  const from = input.from ?? '';
  const to = input.to ?? '';
  if (!isLocalDateTime(from) || !isLocalDateTime(to)) {
    usage('--from and --to are pickup and return as YYYY-MM-DDTHH:mm (Europe/Prague)');
  }
  if (from >= to) usage('--from must be before --to');
  if (from < toPragueWallClock(now)) throw new StaffError(`pickup ${from} has already passed`);
  if (!/^\d{1,9}$/.test(input.price ?? '') || Number(input.price) < 1) {
    usage('--price is the whole offer in whole CZK without VAT, 1 to 999999999');
  }
  const validTo = input.validTo ?? from.slice(0, 10);
  if (!isLocalDate(validTo)) usage('--valid-to is the last day the offer can be added, YYYY-MM-DD');
  if (validTo < toPragueDate(now) || validTo > from.slice(0, 10)) {
    usage(`--valid-to must be between today and the pickup day (${from.slice(0, 10)})`);
  }
  const password = input.password ?? madeUpPassword();
  if (password.trim().length < MIN_PASSWORD || password.length > 128) {
    usage(`--password must have ${MIN_PASSWORD} to 128 characters`);
  }
  return {
    name,
    nameEn,
    from,
    to,
    totalPrice: Number(input.price),
    validTo,
    password,
    passwordGenerated: input.password === undefined,
    items: parseItems(input.items ?? []),
  };
}

/** Creates a price offer with its items in one transaction; answers its number and code. */
export async function createOffer(
  db: Database,
  input: OfferInput,
  now: Date = new Date(),
): Promise<CreatedOffer> {
  const offer = checkInput(input, now);
  const passwordHash = await hash(offer.password);
  return db.transaction(async (tx) => {
    const items: CreatedOffer['items'] = [];
    for (const [reference, quantity] of offer.items) {
      const product = await offerProduct(tx, reference);
      if (!product) throw new StaffError(`no product with the id or slug ${reference}`);
      const same = items.find((item) => item.productId === product.id);
      if (same) same.quantity += quantity;
      else items.push({ productId: product.id, name: product.name, quantity });
    }
    const code = randomCode();
    const id = await createPriceOffer(tx, {
      code,
      passwordHash,
      name: offer.name,
      nameEn: offer.nameEn,
      dateFrom: offer.from,
      dateTo: offer.to,
      totalPrice: offer.totalPrice,
      validTo: offer.validTo,
      items: items.map(({ productId, quantity }) => ({ productId, quantity })),
    });
    return {
      id,
      code,
      password: offer.password,
      passwordGenerated: offer.passwordGenerated,
      totalPrice: offer.totalPrice,
      validTo: offer.validTo,
      items,
    };
  });
}

/** What offer-create prints: the number and password for the customer, the code and the pages. */
export function formatCreatedOffer(offer: CreatedOffer, origin: string): string {
  const vat = vatOf(offer.totalPrice);
  return [
    `Price offer ${offer.id} created, valid to ${offer.validTo}`,
    `  number:   ${offer.id}`,
    `  password: ${offer.passwordGenerated ? `${offer.password} (made up: give it to the customer)` : '(as given)'}`,
    `  code:     ${offer.code}`,
    `  price:    ${offer.totalPrice} CZK + VAT ${vat} CZK = ${offer.totalPrice + vat} CZK`,
    ...offer.items.map((item) => `  item:     ${item.quantity} × ${item.name} (${item.productId})`),
    `  page:     ${priceOfferUrl(origin, 'offer', 'cs', offer.code)}`,
    `            ${priceOfferUrl(origin, 'offer', 'en', offer.code)}`,
    `  preview:  ${priceOfferUrl(origin, 'preview', 'cs', offer.code)}`,
  ].join('\n');
}

/** Offers, newest first, one a line: number, code, state, pickup → return, price, name. */
export async function listOffers(db: Database, now: Date = new Date()): Promise<string> {
  const rows = await newestPriceOffers(db);
  if (rows.length === 0) return 'No price offers.';
  return rows.map((row) => formatOfferRow(row, now)).join('\n');
}

function formatOfferRow(row: PriceOfferRow, now: Date): string {
  const state = isOfferExpired(row, now) ? 'expired' : `to ${row.validTo ?? 'pickup'}`;
  return [
    String(row.id).padStart(4),
    row.code,
    state.padEnd(13),
    `${row.dateFrom} → ${row.dateTo}`,
    `${row.totalPrice} CZK`.padStart(14),
    row.name,
  ].join('  ');
}
