// The Czech company ID (IČO) and VAT ID (DIČ) rules, one for the account's company form, the
// company registry lookup and the API that stores a company.
//
// IČO: eight digits, the last a check digit of the first seven (weights 8…2, sum mod 11;
// remainder 0 -> 1, 1 -> 0, else 11 - remainder).

/** Check digit of the first seven digits of a company ID. */
export function icoCheckDigit(firstSeven: string): number {
  if (!/^\d{7}$/.test(firstSeven)) throw new Error('a company ID starts with seven digits');
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(firstSeven[i]) * (8 - i);
  return (11 - (sum % 11)) % 10;
}

/** Whether eight digits form a company ID with a valid check digit. */
export function isValidIco(ico: string): boolean {
  return /^\d{8}$/.test(ico) && icoCheckDigit(ico.slice(0, 7)) === Number(ico[7]);
}

/** A typed company ID without spaces, or null when it is not eight digits. */
export function normalizeIco(input: string): string | null {
  const digits = input.replace(/\s+/g, '');
  return /^\d{8}$/.test(digits) ? digits : null;
}

/** A typed VAT ID without spaces, in upper case ('cz 17508622' -> 'CZ17508622'). */
export function normalizeVatId(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/**
 * Whether a (normalised) VAT ID fits the company's country: a Czech one is `CZ` and 8–10 digits;
 * another country's starts with two letters and has 2–12 letters or digits after them.
 */
export function isValidVatId(vatId: string, country: string): boolean {
  if (country.toUpperCase() === 'CZ') return /^CZ\d{8,10}$/.test(vatId);
  return /^[A-Z]{2}[0-9A-Z]{2,12}$/.test(vatId);
}
