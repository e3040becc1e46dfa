import { keptOrReadOne } from '../../db/catalogue-watch';
import type { Database } from '../../db/client';
import type { CurrencyRates } from './money';
import { readCurrencyRates } from './repository';

/**
 * The rate table, kept while the catalogue has not changed (db/catalogue-watch: a change to the
 * rates, or to any catalogue table, drops it): every catalogue and cart answer needs it, and a
 * statement per request for a table that hardly changes was a good part of the work of a product
 * list. A database nothing watches (a transaction) reads it afresh. Every non-CZK currency of the
 * contract must have a row.
 */
export function loadCurrencyRates(db: Database): Promise<CurrencyRates> {
  return keptOrReadOne(db, 'currency-rates', () => readCurrencyRates(db));
}
