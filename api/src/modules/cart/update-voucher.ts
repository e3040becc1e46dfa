import type { CartVoucherUpdate } from '@shop/shared/contract';
import { isVoucherUsable } from '../pricing';
import { findVoucherByCode } from './reference-repository';
import { refuse, type UpdateContext, type UpdateResult } from './update-types';

/**
 * Voucher: an empty code removes the voucher; codes compare upper-case; an unknown, expired or
 * used-up voucher gives voucher_invalid.
 */
export async function setVoucher(
  { tx, now }: UpdateContext,
  update: CartVoucherUpdate,
): Promise<UpdateResult> {
  const code = update.voucherCode.trim().toUpperCase();
  if (code === '') return { patch: { voucherId: null } };
  const voucher = await findVoucherByCode(tx, code);
  if (!voucher || !isVoucherUsable(voucher, now)) return refuse('voucher_invalid');
  return { patch: { voucherId: voucher.id } };
}
