// A Czech zip code (PSČ): five digits, written '170 00' or '17000'. One rule for the account's
// company data and an order's shipping address.

/** Whether a (trimmed) text is a Czech zip code. */
export function isCzechZipCode(value: string): boolean {
  return /^\d{3} ?\d{2}$/.test(value);
}
