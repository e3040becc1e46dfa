// Checks of the sandbox gateway's card form (pure). Only the test cards are accepted.

/** Paid at once. */
export const SANDBOX_CARD_SUCCESS = '4444444444444448';
/** Declined by the "bank": the payment ends CANCELED. */
export const SANDBOX_CARD_DECLINED = '4000000000000002';

export type CardField = 'cardNumber' | 'expiry' | 'cvc';

export type CardCheck =
  | { ok: true; outcome: 'paid' | 'declined' }
  | { ok: false; errors: Partial<Record<CardField, CardError>> };

export type CardError =
  | 'number_required'
  | 'number_invalid'
  | 'number_not_test_card'
  | 'expiry_required'
  | 'expiry_invalid'
  | 'expiry_past'
  | 'cvc_required'
  | 'cvc_invalid';

/** Whether a digit string passes the Luhn checksum. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * Checks the card form: number (spaces and dashes allowed; 12–19 digits, Luhn, one of the test
 * cards), expiry MM/YY not before the current month of `today` ('YYYY-MM-DD'), CVC 3–4 digits.
 */
export function checkCard(
  input: { cardNumber?: string | undefined; expiry?: string | undefined; cvc?: string | undefined },
  today: string,
): CardCheck {
  const errors: Partial<Record<CardField, CardError>> = {};
  const number = (input.cardNumber ?? '').replace(/[\s-]/g, '');
  if (number === '') errors.cardNumber = 'number_required';
  else if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) errors.cardNumber = 'number_invalid';
  else if (number !== SANDBOX_CARD_SUCCESS && number !== SANDBOX_CARD_DECLINED) {
    errors.cardNumber = 'number_not_test_card';
  }

  const expiry = (input.expiry ?? '').replace(/\s/g, '');
  const match = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(expiry);
  if (expiry === '') errors.expiry = 'expiry_required';
  else if (!match || Number(match[1]) < 1 || Number(match[1]) > 12)
    errors.expiry = 'expiry_invalid';
  else {
    const month = Number(match[1]);
    const year = Number(match[2]) + ((match[2] ?? '').length === 2 ? 2000 : 0);
    const [thisYear, thisMonth] = today.split('-').map(Number) as [number, number];
    if (year * 12 + month < thisYear * 12 + thisMonth) errors.expiry = 'expiry_past';
  }

  const cvc = (input.cvc ?? '').trim();
  if (cvc === '') errors.cvc = 'cvc_required';
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'cvc_invalid';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, outcome: number === SANDBOX_CARD_SUCCESS ? 'paid' : 'declined' };
}
