import type { FormFlag } from '@shop/shared/contract';

/** A form flag is on when it is '1' (form) or true (JSON). */
export function isOn(flag: FormFlag | undefined): boolean {
  return flag === true || flag === '1';
}
