// A configurable set's "from" price: what its cheapest valid configuration costs, priced by the
// same rule as a configured line in the cart (configuredUnitPrice). In each group the customer
// picks between min and max pieces and may take one option several times, so the cheapest choice
// is `min` pieces of the group's cheapest option; a group that needs pieces but offers no option
// (or asks for more than it allows) leaves no valid configuration.
import { configuredUnitPrice } from './dynamic-product';

export interface ConfigurationGroupPrices {
  min: number;
  max: number;
  /** The price of each of the group's options (per day for rent), whole CZK without VAT. */
  optionPrices: readonly number[];
}

/** Unit price of the cheapest valid configuration, whole CZK without VAT; null when none is valid. */
export function cheapestConfigurationPrice(
  ownPrice: number,
  groups: readonly ConfigurationGroupPrices[],
): number | null {
  const chosen: Array<{ price: number; pieces: number }> = [];
  for (const group of groups) {
    if (group.max < group.min) return null;
    if (group.min === 0) continue;
    if (group.optionPrices.length === 0) return null;
    chosen.push({ price: Math.min(...group.optionPrices), pieces: group.min });
  }
  return configuredUnitPrice(ownPrice, chosen);
}
