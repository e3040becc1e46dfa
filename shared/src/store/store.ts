/**
 * The page's one jotai store and the atoms the shell owns and every remote may read.
 */
import { atom, createStore } from 'jotai';
import type { Locale } from '../routes/route-types';

export type Currency = 'czk' | 'eur' | 'usd';
export const currencies: readonly Currency[] = ['czk', 'eur', 'usd'];
export const defaultCurrency: Currency = 'czk';

export const shopStore = createStore();

export const localeAtom = atom<Locale>('cs');
export const currencyAtom = atom<Currency>(defaultCurrency);

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (currencies as readonly string[]).includes(value);
}
