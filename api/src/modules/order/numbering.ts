// Order and document numbers (pure); the proforma's due date is shared's rules/proforma-due.

/** The largest sequence an 8-digit order number holds per year. */
export const ORDER_SEQUENCE_MAX = 999_999;

/** Two-digit year of a Prague date 'YYYY-MM-DD': '2026-11-20' → 26. */
export function twoDigitYear(date: string): number {
  return Number(date.slice(2, 4));
}

/** '26' + 6-digit sequence: (26, 123) → '26000123'. */
export function formatOrderNumber(year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > ORDER_SEQUENCE_MAX) {
    throw new RangeError(`order sequence out of range: ${sequence}`);
  }
  return `${String(year).padStart(2, '0')}${String(sequence).padStart(6, '0')}`;
}

/**
 * The estimate (proforma) number of an order: 'ZF' + year + the order's sequence, at least four
 * digits ('26000001' → 'ZF260001', '26012345' → 'ZF2612345'). One estimate per order keeps it unique.
 */
export function estimateNumber(orderNumber: string): string {
  const sequence = Number(orderNumber.slice(2));
  return `ZF${orderNumber.slice(0, 2)}${String(sequence).padStart(4, '0')}`;
}
