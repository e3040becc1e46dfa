import type { DynamicProductChoice } from '@shop/shared/contract';
import type { DynamicProductConfigurationData } from '../../db/schema';

// A dynamic product's choice against its configuration: only the product's group keys; in each
// group, between min and max option ids (an id may repeat: two pieces of it), each one of the
// group's products. A group left out counts as an empty choice.

/** Whether `choice` is a valid choice for a dynamic product with this configuration. */
export function isValidChoice(
  configuration: DynamicProductConfigurationData | null,
  choice: DynamicProductChoice | null,
): boolean {
  if (!configuration) return false;
  const chosen = choice ?? {};
  const keys = new Set(configuration.groups.map((group) => group.key));
  if (Object.keys(chosen).some((key) => !keys.has(key))) return false;
  return configuration.groups.every((group) => {
    const ids = Object.hasOwn(chosen, group.key) ? (chosen[group.key] ?? []) : [];
    return (
      ids.length >= group.min &&
      ids.length <= group.max &&
      ids.every((id) => group.productIds.includes(id))
    );
  });
}

/** Chosen option ids with how many pieces of each, in the order first chosen. */
export function countOptions(choice: DynamicProductChoice | null): Map<number, number> {
  const counts = new Map<number, number>();
  for (const ids of Object.values(choice ?? {})) {
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/**
 * The choice that gives these option pieces (group of each product by the configuration), or
 * null when some option belongs to no group.
 */
export function choiceFromOptions(
  configuration: DynamicProductConfigurationData | null,
  options: ReadonlyArray<{ productId: number; quantity: number }>,
): DynamicProductChoice | null {
  if (!configuration) return null;
  const choice: DynamicProductChoice = {};
  for (const option of options) {
    const group = configuration.groups.find((g) => g.productIds.includes(option.productId));
    if (!group) return null;
    const ids = choice[group.key] ?? [];
    for (let i = 0; i < option.quantity; i++) ids.push(option.productId);
    choice[group.key] = ids;
  }
  return choice;
}
