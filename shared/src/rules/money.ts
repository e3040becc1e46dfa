/**
 * The money rules of an order's documents (domain decisions: money documents), pure, shared by the
 * API's billing and the pages that show what is owed. Amounts are whole CZK.
 *
 * The ledger of one order: `received` (payments in), `credited` (credit notes issued, as positive
 * amounts), `refunded` (refunds paid out against credit notes) and `total` (what the order costs
 * now, with VAT; 0 once cancelled). The shop keeps `received − credited`; a credit note is issued
 * for exactly what it keeps beyond the total, and a proforma asks for exactly what is missing.
 */
import { VAT_RATE_PERCENT } from '../contract/constants';

export interface Ledger {
  total: number;
  received: number;
  credited: number;
  refunded: number;
}

/** What the shop keeps of the order's money by its documents: received − credited. */
export function held(ledger: Ledger): number {
  return ledger.received - ledger.credited;
}

/** What the customer still owes: total − (received − credited), never below 0. */
export function owed(ledger: Ledger): number {
  return Math.max(0, ledger.total - held(ledger));
}

/** The credit note the ledger calls for: what the shop keeps beyond the total, or 0. */
export function excess(ledger: Ledger): number {
  return Math.max(0, held(ledger) - ledger.total);
}

/** Credited but not yet paid out. */
export function refundPending(ledger: Ledger): number {
  return ledger.credited - ledger.refunded;
}

export type MoneyState = 'paid' | 'part-paid' | 'unpaid';

/** paid when what the shop keeps covers a non-zero total; part-paid when it keeps something. */
export function moneyState(ledger: Pick<Ledger, 'total' | 'received' | 'credited'>): MoneyState {
  const kept = ledger.received - ledger.credited;
  if (ledger.total > 0 && kept >= ledger.total) return 'paid';
  return kept > 0 ? 'part-paid' : 'unpaid';
}

/**
 * The VAT added to an amount without VAT (21 %), rounded to whole units: what a cart and its order
 * add to their price (the API prices by it; checkout's live totals follow it).
 */
export function vatOnNet(net: number): number {
  return Math.round((net * VAT_RATE_PERCENT) / 100);
}

/** An amount without VAT with its VAT added (whole units): what a shopper pays for it. */
export function withVat(net: number): number {
  return net + vatOnNet(net);
}

/** The VAT an amount with VAT contains (VAT Act §37: the coefficient 21/121), whole CZK. */
export function vatInGross(gross: number): number {
  return Math.round((gross * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT));
}

export interface MoneySplit {
  base: number;
  vat: number;
  gross: number;
}

/** An amount with VAT split into its tax base and VAT. */
export function splitGross(gross: number): MoneySplit {
  const vat = vatInGross(gross);
  return { base: gross - vat, vat, gross };
}

/**
 * The part `[from, from + amount)` of a whole split into base and VAT, so that parts taken one
 * after another add up to the whole exactly: each part's VAT is the coefficient VAT of everything
 * taken up to its end less that of everything before it, and the part that ends at the whole takes
 * the whole's own VAT. Used for credit notes against a tax document and advances deducted.
 */
export function splitPart(whole: MoneySplit, from: number, amount: number): MoneySplit {
  const vatUpTo = (x: number) => (x === whole.gross ? whole.vat : vatInGross(x));
  const vat = vatUpTo(from + amount) - vatUpTo(from);
  return { base: amount - vat, vat, gross: amount };
}

/**
 * The VAT of a document rounded once over its sum (as the cart shows it), spread over its lines so
 * that the lines' VATs add up to it exactly: each line gets its share rounded, and the rounding
 * left over goes one crown at a time to the lines whose shares were rounded the most.
 */
export function spreadVat(bases: readonly number[], vat: number): number[] {
  const rate = VAT_RATE_PERCENT / 100;
  const exact = bases.map((base) => base * rate);
  const spread = exact.map((share) => Math.round(share));
  let left = vat - spread.reduce((sum, share) => sum + share, 0);
  const step = Math.sign(left);
  const order = exact
    .map((share, index) => ({ index, gap: (share - (spread[index] ?? 0)) * step }))
    .sort((a, b) => b.gap - a.gap || a.index - b.index);
  for (let i = 0; left !== 0 && order.length > 0; i = (i + 1) % order.length) {
    const at = order[i]?.index ?? 0;
    spread[at] = (spread[at] ?? 0) + step;
    left -= step;
  }
  return spread;
}

/** The order statuses whose payment state follows the money (the others are staff's). */
const MONEY_STATUSES = ['ORDERED', 'PAID', 'PART_PAID'] as const;
type MoneyStatus = (typeof MONEY_STATUSES)[number];

/** ORDERED, PART_PAID or PAID as the money says; any other status stays as it is. */
export function statusAfterMoney<S extends string>(
  status: S,
  ledger: Pick<Ledger, 'total' | 'received' | 'credited'>,
): S | MoneyStatus {
  if (!(MONEY_STATUSES as readonly string[]).includes(status)) return status;
  const state = moneyState(ledger);
  return state === 'paid' ? 'PAID' : state === 'part-paid' ? 'PART_PAID' : 'ORDERED';
}
