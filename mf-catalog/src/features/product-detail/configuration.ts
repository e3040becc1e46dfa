/** A dynamic product's configuration: the shopper's choice per group and its rules. */
import type { DynamicProductConfiguration } from '@shop/shared/contract';
import type { DynamicProductSelection } from '@shop/shared/event-bus';

export type Group = DynamicProductConfiguration['groups'][number];

/** Pieces per option id, per group key. */
export type Choice = Record<string, Record<number, number>>;

/** Required single choices start with their first option, required counts with their minimum. */
export function initialChoice(configuration: DynamicProductConfiguration): Choice {
  const choice: Choice = {};
  for (const group of configuration.groups) {
    const first = group.options[0];
    choice[group.key] = group.min > 0 && first ? { [first.productId]: group.min } : {};
  }
  return choice;
}

export function groupCount(choice: Choice, key: string): number {
  return Object.values(choice[key] ?? {}).reduce((sum, pieces) => sum + pieces, 0);
}

/** Groups whose number of pieces is outside min–max. */
export function invalidGroups(configuration: DynamicProductConfiguration, choice: Choice): Group[] {
  return configuration.groups.filter((group) => {
    const count = groupCount(choice, group.key);
    return count < group.min || count > group.max;
  });
}

/** The product's own price per day plus the chosen options (CZK without VAT). */
export function configurationPricePerDay(
  basePerDay: number,
  configuration: DynamicProductConfiguration,
  choice: Choice,
): number {
  let total = basePerDay;
  for (const group of configuration.groups) {
    for (const option of group.options) {
      total += (choice[group.key]?.[option.productId] ?? 0) * option.pricePerDay;
    }
  }
  return total;
}

/** The choice as the cart request carries it (options with pieces only). */
export function toSelection(choice: Choice): DynamicProductSelection {
  const selection: DynamicProductSelection = {};
  for (const [key, options] of Object.entries(choice)) {
    const chosen = Object.entries(options)
      .filter(([, quantity]) => quantity > 0)
      .map(([productId, quantity]) => ({ productId: Number(productId), quantity }));
    if (chosen.length > 0) selection[key] = chosen;
  }
  return selection;
}
