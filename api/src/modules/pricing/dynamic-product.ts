// A dynamic product (a configurable set, e.g. "build your own cine lens set") is priced like one
// item: its own price plus every chosen option's price times the pieces chosen. Rent uses prices
// per day, sale the sale prices; the cart engine then multiplies by days and quantity as for any
// line. A kit (bundle) is different: it has a price of its own, lower than its contents'.

export interface ChosenOption {
  /** The option's price per day (rent) or sale price (sale), whole CZK without VAT. */
  price: number;
  pieces: number;
}

/** Unit price of a configured dynamic product, whole CZK without VAT. */
export function configuredUnitPrice(ownPrice: number, options: readonly ChosenOption[]): number {
  return options.reduce((sum, option) => sum + option.price * option.pieces, ownPrice);
}
