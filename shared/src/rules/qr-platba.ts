/**
 * The Czech "QR Platba" payment string (Short Payment Descriptor, SPD 1.0), as banks' apps read
 * it from a QR code: `SPD*1.0*ACC:<IBAN>*AM:<amount>*CC:CZK*X-VS:<symbol>*DT:<due>*MSG:<message>`.
 * Values are kept ISO-8859-1-safe (diacritics dropped, anything else outside printable Latin-1
 * left out) and a `*` inside a value is written `%2A`, as the format asks.
 */

export interface QrPlatbaInput {
  /** The payee's IBAN (spaces allowed; they are removed). */
  iban: string;
  /** The amount in CZK (two decimals at most are kept). */
  amount: number;
  /** Variable symbol: up to 10 digits. */
  variableSymbol: string;
  /** The message for the payee (up to 60 characters are kept). */
  message: string;
  /** The due date, ISO 'YYYY-MM-DD' (written DT:YYYYMMDD); none when not given. */
  dueDate?: string | undefined;
}

/** The longest message a QR Platba carries. */
export const QR_PLATBA_MESSAGE_MAX = 60;

/** A value written safe for the format: Latin-1 letters without diacritics, `*` escaped. */
export function qrPlatbaValue(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '')
    .replace(/%/g, '%25')
    .replace(/\*/g, '%2A');
}

/** `1250.5` → `1250.50`: at most two decimals, a dot, no grouping. */
export function qrPlatbaAmount(amount: number): string {
  if (!Number.isFinite(amount) || amount <= 0) {
    throw new RangeError(`QR Platba amount must be positive, got ${amount}`);
  }
  return amount.toFixed(2);
}

/** The SPD 1.0 string of a bank transfer in CZK. */
export function qrPlatba(input: QrPlatbaInput): string {
  const iban = input.iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) {
    throw new RangeError(`QR Platba needs an IBAN, got ${input.iban}`);
  }
  const symbol = input.variableSymbol.trim();
  if (!/^\d{1,10}$/.test(symbol)) {
    throw new RangeError(`A variable symbol is 1–10 digits, got ${input.variableSymbol}`);
  }
  const message = qrPlatbaValue(input.message.trim()).slice(0, QR_PLATBA_MESSAGE_MAX);
  const due = input.dueDate?.replace(/-/g, '');
  if (due !== undefined && !/^\d{8}$/.test(due)) {
    throw new RangeError(`A due date is YYYY-MM-DD, got ${input.dueDate}`);
  }
  const fields = [
    'SPD',
    '1.0',
    `ACC:${iban}`,
    `AM:${qrPlatbaAmount(input.amount)}`,
    'CC:CZK',
    `X-VS:${symbol}`,
    ...(due ? [`DT:${due}`] : []),
    ...(message ? [`MSG:${message}`] : []),
  ];
  return fields.join('*');
}
