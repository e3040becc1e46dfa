import { catalogueMemory, keptOrRead } from '../../db/catalogue-watch';
import type { Database } from '../../db/client';
import type { CurrencyRates } from './money';
import { readCurrencyRates } from './repository';

/** How long rates read from the table are reused (they change a few times a day at most). */
export const CURRENCY_RATES_TTL_MS = 60_000;

/** The last rates read per database (a transaction is its own database object: never reused). */
const cache = new WeakMap<Database, { rates: Promise<CurrencyRates>; until: number }>();

/**
 * The rate table, read at most once a minute per database: every catalogue and cart answer needs
 * it, and a statement per request for a table that hardly changes was a good part of the work of
 * a product list. Every non-CZK currency of the contract must have a row.
 */
export function loadCurrencyRates(db: Database): Promise<CurrencyRates> {
  // Watched (db/catalogue-watch): kept until the rate table (or any catalogue table) changes.
  const memory = catalogueMemory<'rates', CurrencyRates>(db, 'currency-rates', {
    maxSize: 1,
    size: () => 1,
  });
  if (memory) return keptOrRead(memory, 'rates', () => readCurrencyRates(db));
  const now = Date.now();
  const cached = cache.get(db);
  if (cached && cached.until > now) return cached.rates;
  const rates = readCurrencyRates(db);
  cache.set(db, { rates, until: now + CURRENCY_RATES_TTL_MS });
  // A failed read is not kept.
  rates.catch(() => {
    if (cache.get(db)?.rates === rates) cache.delete(db);
  });
  return rates;
}
