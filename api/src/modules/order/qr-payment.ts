// The Czech "QR Platba" (Short Payment Descriptor, SPD 1.0) string of a bank transfer (pure).

/** SPD values may not contain '*'; the message is kept to plain ASCII, at most 60 characters. */
function spdText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\*/g, '')
    .trim()
    .slice(0, max);
}

/**
 * 'SPD*1.0*ACC:<IBAN>*AM:<amount>.00*CC:CZK*X-VS:<variable symbol>*MSG:<text>' for a whole-CZK
 * amount; the IBAN without spaces.
 */
export function qrPaymentString(input: {
  iban: string;
  amount: number;
  variableSymbol: string;
  message: string;
}): string {
  const iban = input.iban.replace(/\s/g, '').toUpperCase();
  return `SPD*1.0*ACC:${iban}*AM:${Math.round(input.amount)}.00*CC:CZK*X-VS:${input.variableSymbol}*MSG:${spdText(input.message, 60)}`;
}
