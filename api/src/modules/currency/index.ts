// Currency: currencies and the day's exchange rates: converting a CZK amount and its VAT into EUR.

export type { CurrencyRates } from './money';
export { perCurrency, toCurrency, vatOf } from './money';
export { loadCurrencyRates } from './rates';
