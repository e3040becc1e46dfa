// Currency: the exchange rates (read at most once a minute) and converting a CZK amount and its
// VAT into EUR and USD.

export type { CurrencyRates } from './money';
export { perCurrency, toCurrency, vatOf } from './money';
export { loadCurrencyRates } from './rates';
