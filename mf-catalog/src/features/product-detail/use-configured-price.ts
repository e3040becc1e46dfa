import type { ProductDetail } from '@shop/shared/contract';
import type { Currency } from '@shop/shared/store';
import { useState } from 'react';
import {
  type Choice,
  configurationPricePerDay,
  initialChoice,
  invalidGroups,
} from './configuration';

/**
 * A product's price for one piece, rented or bought, and a dynamic product's configuration: the
 * shopper's choice, the groups it leaves invalid, and the price per day it makes. Options are
 * priced in CZK: other currencies at the product's own rate (an estimate).
 */
export function useConfiguredPrice(product: ProductDetail, currency: Currency, isSale: boolean) {
  const prices = product.currencies[currency];
  const configuration = product.kind === 'dynamicProduct' ? product.configuration : null;
  const [choice, setChoice] = useState<Choice>(() =>
    configuration ? initialChoice(configuration) : {},
  );
  const invalid = configuration ? invalidGroups(configuration, choice) : [];
  const rate = product.pricePerDay > 0 ? prices.pricePerDay / product.pricePerDay : 1;
  const toCurrency = (czk: number) => (currency === 'czk' ? czk : Math.round(czk * rate));
  const configuredPerDay = configuration
    ? configurationPricePerDay(product.pricePerDay, configuration, choice)
    : null;
  const unitPrice = isSale
    ? (prices.price ?? 0)
    : configuredPerDay !== null
      ? toCurrency(configuredPerDay)
      : prices.pricePerDay;
  return { configuration, choice, setChoice, invalid, toCurrency, configuredPerDay, unitPrice };
}
