import type { Database } from '../../db/client';
import { currencyRates } from '../../db/schema';
import type { CurrencyRates } from './money';

/** The rate table: CZK per unit of each currency. */
export async function readCurrencyRates(db: Database): Promise<CurrencyRates> {
  const rows = await db.select().from(currencyRates);
  const byCode = new Map(rows.map((row) => [row.code, row.czkPerUnit]));
  const eur = byCode.get('eur');
  const usd = byCode.get('usd');
  if (!eur || !usd) throw new Error('currency_rates must hold positive rates for eur and usd');
  return { czk: 1, eur, usd };
}
