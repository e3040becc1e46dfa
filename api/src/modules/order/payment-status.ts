import type { PaymentStatus } from '@shop/shared/contract';

/** paid when the payments cover the total, part-paid when something is paid, else unpaid. */
export function paymentStatusOf(paidAmount: number, totalWithVat: number): PaymentStatus {
  if (paidAmount > 0 && paidAmount >= totalWithVat) return 'paid';
  if (paidAmount > 0) return 'part-paid';
  return 'unpaid';
}
